import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_BRIDGE_PATH } from '../src/modules/content/editor-bridge';
import type { TestBackend } from './helpers';
import { setupBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend({ STAGING: 'true' });
});
afterAll(async () => {
  await t.close();
});

interface Bridge {
  on(events: string | string[], callback: (payload: unknown) => void): Bridge;
  isInEditor(): boolean;
}

/** A window just big enough for the script: it keeps its message listeners. */
function fakeWindow() {
  const listeners: ((event: { source: unknown; data: unknown }) => void)[] = [];
  const win: Record<string, unknown> & { parent?: unknown } = {
    addEventListener: (type: string, listener: (typeof listeners)[number]) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  win.parent = win;
  return {
    win,
    post: (data: unknown, source: unknown = win) => {
      for (const listener of listeners) listener({ source, data });
    },
  };
}

describe('the content editor bridge stand-in', () => {
  it('is served only for a draft-mode storefront (STAGING): a public site never loads it', async () => {
    const published = await setupBackend();
    try {
      expect((await published.call('GET', EDITOR_BRIDGE_PATH)).status).toBe(404);
    } finally {
      await published.close();
    }
  });

  it('serves a script at the path Storyblok serves its bridge from', async () => {
    const res = await t.call('GET', EDITOR_BRIDGE_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(String(res.body)).toContain('StoryblokBridge');
  });

  it("behaves like Storyblok's bridge: input events carry the changed story", async () => {
    const script = String((await t.call('GET', EDITOR_BRIDGE_PATH)).body);
    const { win, post } = fakeWindow();
    runInNewContext(script, { window: win });
    const Bridge = win.StoryblokBridge as new (options?: object) => Bridge;
    const bridge = new Bridge({ resolveRelations: [] });
    const inputs: unknown[] = [];
    const saves: unknown[] = [];
    bridge
      .on('input', (payload) => inputs.push(payload))
      .on(['change', 'published'], (p) => saves.push(p));
    const story = { id: 7, uuid: 'u', content: { component: 'page', body: [] } };
    post({ action: 'input', story });
    post({ action: 'published', storyId: 7 });
    // Not the editor's: another frame's message, an unknown action, a non-object.
    post({ action: 'input', story: { id: 8 } }, {});
    post({ action: 'delete-everything' });
    post('input');
    expect(inputs).toEqual([{ action: 'input', story }]);
    expect(saves).toEqual([{ action: 'published', storyId: 7 }]);
    expect(bridge.isInEditor()).toBe(false);
    // Loaded twice (two tags), it keeps the first class.
    runInNewContext(script, { window: win });
    expect(win.StoryblokBridge).toBe(Bridge);
  });
});
