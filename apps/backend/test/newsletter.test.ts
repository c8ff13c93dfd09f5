import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from './helpers';
import { setupBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend();
});
afterAll(async () => {
  await t.close();
});

interface Jsonp {
  status: number;
  contentType: string | null;
  text: string;
}

async function subscribe(params: Record<string, string>): Promise<Jsonp> {
  const res = await t.backend.app.request(
    `/subscribe/post-json?${new URLSearchParams(params).toString()}`,
  );
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    text: await res.text(),
  };
}

/** Runs the answer as a browser would run the script tag, in a sandbox holding only the callback. */
function run(text: string, callback = 'cb'): unknown {
  let received: unknown;
  runInNewContext(text, {
    [callback]: (value: unknown) => {
      received = value;
    },
  });
  return received;
}

const list = { u: 'demo', id: 'trade' };

describe('GET /subscribe/post-json', () => {
  it('subscribes a new address, answering JSONP that calls the callback', async () => {
    const res = await subscribe({ ...list, EMAIL: 'new.buyer@example.com', c: 'cb' });
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/javascript/);
    expect(res.text).toBe('cb({"result":"success","msg":"Thank you for subscribing!"})');
    expect(run(res.text)).toEqual({ result: 'success', msg: 'Thank you for subscribing!' });
  });

  it('answers error for a duplicate, whatever its letter case', async () => {
    await subscribe({ ...list, EMAIL: 'twice@example.com', c: 'cb' });
    const again = await subscribe({
      ...list,
      EMAIL: '  Twice@Example.COM ',
      c: 'jQuery3710_1700000000000',
    });
    expect(run(again.text, 'jQuery3710_1700000000000')).toEqual({
      result: 'error',
      msg: 'Twice@Example.COM is already subscribed to this list.',
    });
  });

  it('answers error with a clear message for missing or invalid addresses', async () => {
    expect(run((await subscribe({ ...list, c: 'cb' })).text)).toEqual({
      result: 'error',
      msg: 'This field is required',
    });
    for (const bad of ['not-an-email', 'a@b', '<script>@x.com', `${'a'.repeat(250)}@example.com`]) {
      const answer = run((await subscribe({ ...list, EMAIL: bad, c: 'cb' })).text) as {
        result: string;
        msg: string;
      };
      expect(answer.result, bad).toBe('error');
      expect(answer.msg, bad).toMatch(/valid email address|at most 254 characters/);
    }
  });

  it('answers error for a wrong list (u or id)', async () => {
    for (const params of [{ u: 'other', id: 'trade' }, { u: 'demo', id: 'retail' }, {}] as Record<
      string,
      string
    >[]) {
      const answer = run((await subscribe({ ...params, EMAIL: 'list@example.com', c: 'cb' })).text);
      expect(answer).toEqual({
        result: 'error',
        msg: 'This list does not exist: check the u and id parameters.',
      });
    }
    const csv = await t.backend.app.request('/newsletter/subscribers.csv', {
      headers: { authorization: 'Bearer demo-newsletter-export-token' },
    });
    expect(await csv.text()).not.toContain('list@example.com');
  });

  it('refuses any callback that is not a plain identifier with 400, never echoing it', async () => {
    const attempts = [
      'alert(1);cb',
      'cb//',
      'a.b',
      'window["x"]',
      '/**/alert',
      'cb)(alert(1)',
      '1abc',
      'cb x',
      '<script>',
      'cb\u2028',
      'a'.repeat(129),
      '',
    ];
    for (const c of attempts) {
      const res = await subscribe({ ...list, EMAIL: 'inject@example.com', c });
      expect(res.status, c).toBe(400);
      expect(res.contentType, c).toMatch(/^text\/plain/);
      if (c !== '') expect(res.text, c).not.toContain(c);
    }
    const missing = await t.backend.app.request(
      '/subscribe/post-json?u=demo&id=trade&EMAIL=inject@example.com',
    );
    expect(missing.status).toBe(400);
    // Refused requests subscribe nobody.
    const ok = await subscribe({ ...list, EMAIL: 'inject@example.com', c: 'cb' });
    expect(run(ok.text)).toEqual({ result: 'success', msg: 'Thank you for subscribing!' });
  });

  it('echoes an address only after validating it, as inert JSON', async () => {
    const email = "o'brien+sons@example.com";
    await subscribe({ ...list, EMAIL: email, c: 'cb' });
    const res = await subscribe({ ...list, EMAIL: email, c: 'cb' });
    expect(run(res.text)).toEqual({
      result: 'error',
      msg: `${email} is already subscribed to this list.`,
    });
    const refused = await subscribe({
      ...list,
      EMAIL: '</script><script>alert(1)</script>@x.com',
      c: 'cb',
    });
    expect(refused.text).toBe('cb({"result":"error","msg":"Please enter a valid email address"})');
  });
});

describe('GET /newsletter/subscribers.csv', () => {
  it('exports the subscribers with the export token only', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-123',
      'Bearer demo-preview-token',
    ]) {
      const res = await t.backend.app.request('/newsletter/subscribers.csv', {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
    }
    await subscribe({ ...list, EMAIL: 'csv@example.com', c: 'cb' });
    const res = await t.backend.app.request('/newsletter/subscribers.csv', {
      headers: { authorization: 'Bearer demo-newsletter-export-token' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="newsletter-trade.csv"',
    );
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,list_id,subscribed_at');
    const row = lines.find((line) => line.startsWith('csv@example.com,'));
    expect(row).toMatch(/^csv@example\.com,trade,\d{4}-\d\d-\d\dT[\d:.]+Z$/);
  });

  it('neutralises formula-like cells', async () => {
    await subscribe({ ...list, EMAIL: '-cmd@example.com', c: 'cb' });
    await subscribe({ ...list, EMAIL: '+sum@example.com', c: 'cb' });
    const res = await t.backend.app.request('/newsletter/subscribers.csv', {
      headers: { authorization: 'demo-newsletter-export-token' },
    });
    const text = await res.text();
    expect(text).toContain("\n'-cmd@example.com,trade,");
    expect(text).toContain("\n'+sum@example.com,trade,");
    expect(text).not.toMatch(/\n[-+=@]/);
  });
});

describe('mailing script', () => {
  it('serves the harmless script the site settings point at', async () => {
    const settings = await t.call('GET', '/v2/cdn/stories/site-settings?token=demo-public-token');
    const path = settings.body.story.content.mailchimp_script as string;
    const res = await t.backend.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const events: string[] = [];
    const window: Record<string, unknown> = {
      dispatchEvent: (event: { type: string }) => events.push(event.type),
    };
    runInNewContext(await res.text(), {
      window,
      CustomEvent: class {
        constructor(readonly type: string) {}
      },
    });
    expect(window.__shopMailingList).toMatchObject({ provider: 'local' });
    expect(events).toEqual(['shop:mailing-list-ready']);
  });
});

describe('sign-up bursts', () => {
  // A backend of its own with a small limit (started in a hook: a backend start is slow on a busy machine).
  let limited: TestBackend;
  beforeAll(async () => {
    limited = await setupBackend({ NEWSLETTER_LIMIT_PER_ADDRESS: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers error once an address exceeds NEWSLETTER_LIMIT_PER_ADDRESS attempts', async () => {
    const attempt = async (n: number) => {
      const res = await limited.backend.app.request(
        `/subscribe/post-json?u=demo&id=trade&EMAIL=burst${n}@example.com&c=cb`,
      );
      return {
        retryAfter: res.headers.get('retry-after'),
        answer: run(await res.text()) as { result: string; msg: string },
      };
    };
    for (let n = 1; n <= 3; n++) expect((await attempt(n)).answer.result).toBe('success');
    const refused = await attempt(4);
    expect(refused.answer).toEqual({
      result: 'error',
      msg: 'Too many subscribe attempts from this address. Please try again in 15 minutes.',
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    const csv = await limited.backend.app.request('/newsletter/subscribers.csv', {
      headers: { authorization: 'Bearer demo-newsletter-export-token' },
    });
    expect(await csv.text()).not.toContain('burst4@example.com');
  });
});
