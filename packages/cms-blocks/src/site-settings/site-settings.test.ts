import { SITE_SETTINGS_STORY } from '@shop/demo-content';
import { NO_SITE_SETTINGS_MESSAGE, TOAST_TIMEOUT_MS } from '@shop/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../test/render';
import {
  alertLinks,
  footerCategoriesColumn,
  footerCategoryLinks,
  footerColumns,
  headerNavigation,
  headerNavImage,
} from './chrome-links';
import { connectEditorBridge, loadEditorBridge } from './editor-bridge';
import { parseSiteSettings } from './parse-site-settings';

const settings = parseSiteSettings({ story: SITE_SETTINGS_STORY });

describe('parseSiteSettings', () => {
  it('reads the fixture from a CDN answer, a story or bare content alike', () => {
    expect(settings).not.toBeNull();
    expect(parseSiteSettings(SITE_SETTINGS_STORY)).toEqual(settings);
    expect(parseSiteSettings(SITE_SETTINGS_STORY.content)).toEqual(settings);
    expect(settings?.header_nav_image.src).toBe('/images/content/nav-feature.jpg');
    expect(settings?.mailchimp_script).toBe('/newsletter/mailing.js');
    expect(settings?.toast).toEqual({
      show: false,
      message: 'Our warehouse is closed 24 December to 5 January.',
      type: 'success',
      timeout: 5000,
    });
  });

  it.each([null, undefined, 'site-settings', [], 42])(
    'logs "No site settings found" for %j',
    (input) => {
      const logger = recordingLogger();
      expect(parseSiteSettings(input, logger)).toBeNull();
      expect(logger.warn).toHaveBeenCalledWith(NO_SITE_SETTINGS_MESSAGE);
    },
  );

  it('drops broken entries and keeps the rest', () => {
    const parsed = parseSiteSettings({
      header_navigation: [{ name: 'Shop' }, null, { link: { cached_url: 'x' } }, 'junk'],
      footer_navigation: 'oops',
      alert_links: [
        {
          id: 3,
          name: 'Sale',
          link: { linktype: 'story', cached_url: 'sale' },
          required_auth: 'yes',
        },
      ],
      mailchimp_script: 'javascript:alert(1)',
      toast: { show: true, message: 'Hi', timeout: -1, type: 'rainbow' },
    });
    expect(parsed?.header_navigation.map((entry) => entry.name)).toEqual(['Shop']);
    expect(parsed?.footer_navigation).toEqual([]);
    expect(parsed?.alert_links[0]).toMatchObject({ id: '3', required_auth: false });
    expect(parsed?.mailchimp_script).toBeNull();
    expect(parsed?.toast).toEqual({
      show: true,
      message: 'Hi',
      type: 'success',
      timeout: TOAST_TIMEOUT_MS,
    });
  });
});

describe('chrome links', () => {
  it('hides required_auth header entries from guests; entries without a link become dropdowns', () => {
    const guest = headerNavigation(settings, false);
    expect(guest.map((entry) => entry.name)).toEqual([
      'Shop',
      'Collections',
      'New arrivals',
      'About',
      'Contact',
    ]);
    expect(guest[0]).toMatchObject({ href: null, kind: 'shop' });
    expect(guest[1]).toMatchObject({ href: null, kind: 'collections' });
    expect(guest[2]).toMatchObject({ href: '/shop/new-arrivals', kind: null });
    const customer = headerNavigation(settings, true);
    expect(customer.find((entry) => entry.name === 'Container builder')).toMatchObject({
      href: '/container/build',
      requiredAuth: true,
    });
  });

  it('maps header_nav_image to the header dropdown picture under the asset base', () => {
    expect(headerNavImage(settings, 'https://cdn.example/')).toEqual({
      src: 'https://cdn.example/images/content/nav-feature.jpg',
      alt: 'Featured: the Nordvik dining collection',
    });
    expect(headerNavImage(settings)).toEqual({
      src: '/images/content/nav-feature.jpg',
      alt: 'Featured: the Nordvik dining collection',
    });
    expect(headerNavImage(null, 'https://cdn.example')).toBeNull();
    const external = parseSiteSettings({
      ...SITE_SETTINGS_STORY.content,
      header_nav_image: { filename: 'https://a.storyblok.com/f/1/nav.jpg', alt: null },
    });
    expect(headerNavImage(external, 'https://cdn.example')).toEqual({
      src: 'https://a.storyblok.com/f/1/nav.jpg',
      alt: '',
    });
    const unsafe = parseSiteSettings({
      ...SITE_SETTINGS_STORY.content,
      header_nav_image: { filename: 'javascript:alert(1)' },
    });
    expect(headerNavImage(unsafe, 'https://cdn.example')).toBeNull();
  });

  it('filters alert links by required_auth', () => {
    expect(alertLinks(settings, false).map((link) => link.id)).toEqual(['free-freight']);
    expect(alertLinks(settings, true)).toEqual([
      {
        id: 'free-freight',
        name: 'Free freight on full 40ft containers until 31 December',
        href: '/terms-of-trade',
        requiredAuth: false,
      },
      {
        id: 'price-list',
        name: 'Your 2027 price list is ready',
        href: '/account',
        requiredAuth: true,
      },
    ]);
  });

  it('resolves footer columns, phone and email links included', () => {
    const columns = footerColumns(settings);
    expect(columns.map((column) => column.title)).toEqual(['Company', 'Trade', 'Categories']);
    expect(columns[1]?.links.map((link) => link.href)).toEqual([
      '/register',
      '/terms-of-trade',
      'tel:+63281234567',
      'mailto:trade@northwoodfurniture.com',
    ]);
    expect(footerColumns(null)).toEqual([]);
  });

  it('builds the footer categories column: no collections, shop-all first, /shop links', () => {
    const categories = [
      { name: 'Dining', path: '/dining/', entityId: 23 },
      { name: 'Collections', path: '/collections/', entityId: 24 },
      { name: 'Shop All', path: '/shop-all/', entityId: 25 },
      { name: 'Living', path: '/living/', entityId: 26 },
    ];
    expect(
      footerCategoryLinks(categories).map((category) => [category.name, category.href]),
    ).toEqual([
      ['Shop All', '/shop/shop-all'],
      ['Dining', '/shop/dining'],
      ['Living', '/shop/living'],
    ]);
    expect(footerCategoriesColumn(categories)).toMatchObject({
      id: 'categories',
      title: 'Categories',
    });
    expect(footerCategoryLinks(null)).toEqual([]);
  });
});

describe('loadEditorBridge', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('does nothing in published mode', async () => {
    await expect(loadEditorBridge('published', { src: '/bridge.js' })).resolves.toBe(false);
    expect(document.querySelector('script')).toBeNull();
  });

  it('adds the injected script once in draft mode and resolves when it loads', async () => {
    const first = loadEditorBridge('draft', { src: 'http://localhost:4000/editor/bridge.js' });
    const second = loadEditorBridge('draft', { src: 'http://localhost:4000/editor/bridge.js' });
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'http://localhost:4000/editor/bridge.js');
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    await expect(
      loadEditorBridge('draft', { src: 'http://localhost:4000/editor/bridge.js' }),
    ).resolves.toBe(true);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('rejects when the script fails to load or the URL is not allowed', async () => {
    const failing = loadEditorBridge('draft', { src: '/bridge.js' });
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('The editor bridge failed to load from /bridge.js');
    await expect(loadEditorBridge('draft', { src: 'javascript:alert(1)' })).rejects.toThrow(
      'not http(s)',
    );
  });
});

describe('connectEditorBridge', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as { StoryblokBridge?: unknown }).StoryblokBridge;
  });

  /** What Storyblok's script defines: a class whose instances take `on(events, callback)`. */
  function defineBridge() {
    const handlers = new Map<string, ((payload?: unknown) => void)[]>();
    (window as { StoryblokBridge?: unknown }).StoryblokBridge = class {
      on(events: string | string[], callback: (payload?: unknown) => void) {
        for (const event of Array.isArray(events) ? events : [events])
          handlers.set(event, [...(handlers.get(event) ?? []), callback]);
      }
    };
    return (event: string, payload?: unknown) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    };
  }

  it('loads nothing and calls nothing in published mode', async () => {
    const onInput = vi.fn();
    const disconnect = await connectEditorBridge('published', {
      src: '/bridge.js',
      onInput,
      onSaved: vi.fn(),
    });
    disconnect();
    expect(document.querySelector('script')).toBeNull();
  });

  it("hands the page each input event's story and says when a story was saved", async () => {
    const onInput = vi.fn();
    const onSaved = vi.fn();
    const connecting = connectEditorBridge('draft', { src: '/bridge.js', onInput, onSaved });
    const emit = defineBridge();
    document.querySelector('script')?.dispatchEvent(new Event('load'));
    const disconnect = await connecting;
    const story = { id: 7, uuid: 'u-7', content: { component: 'page', body: [] } };
    emit('input', { action: 'input', story });
    emit('input', { action: 'input' });
    emit('input', { action: 'input', story: { id: 'x', content: {} } });
    emit('published', { action: 'published', storyId: 7 });
    emit('change', { action: 'change', storyId: 7 });
    expect(onInput.mock.calls).toEqual([[story]]);
    expect(onSaved).toHaveBeenCalledTimes(2);
    disconnect();
    emit('input', { action: 'input', story });
    emit('published', {});
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledTimes(2);
  });

  it('fails when the script defines no bridge', async () => {
    const connecting = connectEditorBridge('draft', {
      src: '/not-a-bridge.js',
      onInput: vi.fn(),
      onSaved: vi.fn(),
    });
    document.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(connecting).rejects.toThrow('defines no StoryblokBridge');
  });
});
