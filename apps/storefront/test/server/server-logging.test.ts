// The production server's log lines (server/logging.ts): a timestamp and a level on each,
// and an error that carries a proxy's whole error page logged as a summary.
import { ApiError } from '@shop/api/errors';
import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_FORMAT, MAX_LOG_CHARS, logLine } from '../../server/logging';
import { NGINX_502_PAGE } from './lossy-proxy';

describe('log lines', () => {
  it('start with an ISO timestamp and the level', () => {
    expect(logLine('ERROR', ['Order could not be placed', 'out of stock'])).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z ERROR Order could not be placed out of stock\n$/,
    );
    expect(ACCESS_LOG_FORMAT.startsWith(':date[iso] ')).toBe(true);
  });

  it('summarise an error carrying a proxy page and stay bounded', () => {
    // A 70 kB error page, as a proxy in front of a failing backend answers.
    const page = NGINX_502_PAGE.repeat(150);
    const error = new ApiError({
      status: 502,
      errors: [page],
      method: 'POST',
      url: 'http://backend/api/orders/create',
      body: page,
    });
    const line = logLine('ERROR', ['Order could not be placed', error]);
    expect(page.length).toBeGreaterThan(70_000);
    expect(line.length).toBeLessThan(MAX_LOG_CHARS + 100);
    expect(line).toContain('failed with 502');
  });
});
