import { describe, expect, it } from 'vitest';
import { RequestPayloadError } from '../errors/request-payload-error';
import { jsonpCallbackName, unwrapJsonp } from './jsonp';
import { createNewsletterApi, newsletterResultSchema, newsletterUrl } from './newsletter-client';

const config = { url: 'https://list.example/subscribe/post-json', userId: 'u123', listId: 'l456' };

describe('newsletter request', () => {
  it('sends u, id, EMAIL and the JSONP callback to the post-json endpoint', () => {
    const url = new URL(newsletterUrl(config, 'buyer+news@example.com', 'cb_1'));
    expect(url.origin + url.pathname).toBe('https://list.example/subscribe/post-json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      u: 'u123',
      id: 'l456',
      EMAIL: 'buyer+news@example.com',
      c: 'cb_1',
    });
  });

  it('defaults to the 60,000 ms JSONP time-out and honours a configured one', () => {
    expect(createNewsletterApi(config).timeoutMs).toBe(60_000);
    expect(createNewsletterApi({ ...config, timeoutMs: 5000 }).timeoutMs).toBe(5000);
  });

  it('gives every request its own callback name', () => {
    expect(jsonpCallbackName()).not.toBe(jsonpCallbackName());
    expect(jsonpCallbackName()).toMatch(/^[A-Za-z_$][\w$]*$/);
  });

  it('refuses an invalid e-mail before sending', async () => {
    await expect(createNewsletterApi(config).subscribe('not-an-email')).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
    await expect(createNewsletterApi(config).subscribe('')).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
  });
});

describe('newsletter answer', () => {
  it('unwraps the callback and resolves { result, msg }', () => {
    const body = unwrapJsonp('cb_1({"result":"success","msg":"Almost finished..."});', 'cb_1');
    expect(newsletterResultSchema.parse(body)).toEqual({
      result: 'success',
      msg: 'Almost finished...',
    });
  });

  it('rejects an answer for another callback or one that is not a call', () => {
    expect(() => unwrapJsonp('other({"result":"success","msg":""})', 'cb_1')).toThrow(SyntaxError);
    expect(() => unwrapJsonp('alert(1)', 'cb_1')).toThrow(SyntaxError);
  });

  it('accepts an error result and rejects an unknown one', () => {
    expect(
      newsletterResultSchema.parse({ result: 'error', msg: 'already subscribed' }).result,
    ).toBe('error');
    expect(newsletterResultSchema.safeParse({ result: 'maybe', msg: '' }).success).toBe(false);
  });
});
