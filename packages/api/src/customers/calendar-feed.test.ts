import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { RequestPayloadError } from '../errors/request-payload-error';
import {
  calendarFeedStatusSchema,
  calendarFeedTokenSchema,
  createdCalendarFeedSchema,
} from './calendar-feed.schemas';

describe('calendar feed schemas', () => {
  it('takes a base64url secret of 20 to 100 characters only', () => {
    expect(calendarFeedTokenSchema.safeParse('Ab-_'.repeat(11)).success).toBe(true);
    for (const bad of ['short', 'x'.repeat(101), `${'a'.repeat(30)}/..`, `${'a'.repeat(30)}.ics`])
      expect(calendarFeedTokenSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('reads a live feed, none, and a new one', () => {
    expect(
      calendarFeedStatusSchema.parse({ active: true, created_at: '2026-11-28T07:00:00.000Z' }),
    ).toEqual({ active: true, created_at: '2026-11-28T07:00:00.000Z' });
    expect(calendarFeedStatusSchema.parse({ active: false, created_at: null }).active).toBe(false);
    expect(
      createdCalendarFeedSchema.safeParse({ token: 'nope', created_at: '2026-11-28T07:00:00Z' })
        .success,
    ).toBe(false);
  });
});

describe('client.calendarFeed', () => {
  it('checks the secret before sending anything', async () => {
    // Port 9 (discard) is never contacted: the payload check fails first.
    const client = createApiClient({
      apiBaseUrl: 'http://127.0.0.1:9/api',
      productServiceBaseUrl: 'http://127.0.0.1:9/ps',
    });
    await expect(client.calendarFeed.file('../../secrets')).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
  });
});
