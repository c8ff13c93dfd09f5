import { describe, expect, it } from 'vitest';
import type { ContentLink } from './links';
import { assetUrl, categoryHref, contentLinkHref, searchHitHref, searchHref } from './links';

describe('contentLinkHref (behaviour.md#links)', () => {
  it.each<[string, ContentLink | null | undefined, string]>([
    [
      'a telephone cached url as is',
      { linktype: 'url', cached_url: 'tel:+639171234567' },
      'tel:+639171234567',
    ],
    ['a telephone url as is', { linktype: 'url', url: 'tel:0288888888' }, 'tel:0288888888'],
    ['a telephone link of any linktype', { linktype: 'story', cached_url: 'TEL:123' }, 'TEL:123'],
    [
      'an email link gets mailto:',
      { linktype: 'email', email: 'sales@example.com' },
      'mailto:sales@example.com',
    ],
    [
      'an email in cached_url',
      { linktype: 'email', cached_url: 'sales@example.com' },
      'mailto:sales@example.com',
    ],
    [
      'an email in url',
      { linktype: 'email', url: 'orders@example.com' },
      'mailto:orders@example.com',
    ],
    [
      'an email already prefixed',
      { linktype: 'email', email: 'mailto:sales@example.com' },
      'mailto:sales@example.com',
    ],
    [
      'a url link as is',
      { linktype: 'url', url: 'https://example.com/a?b=1', cached_url: 'ignored' },
      'https://example.com/a?b=1',
    ],
    [
      'a url link in cached_url',
      { linktype: 'url', cached_url: 'https://example.com' },
      'https://example.com',
    ],
    ['an empty url link', { linktype: 'url' }, '/'],
    ['home', { linktype: 'story', cached_url: 'home' }, '/'],
    [
      'a category story',
      {
        linktype: 'story',
        cached_url: 'categories/chairs',
        story: { path: '/chairs/', content: { component: 'category' } },
      },
      '/shop/chairs',
    ],
    [
      'a category story whose path is in its content',
      {
        linktype: 'story',
        cached_url: 'x',
        story: { content: { component: 'category', path: 'shop-all' } },
      },
      '/shop/shop-all',
    ],
    [
      'a category story without a path',
      { linktype: 'story', story: { content: { component: 'category' } } },
      '/shop',
    ],
    [
      'a page story',
      { linktype: 'story', cached_url: 'about-us', story: { content: { component: 'page' } } },
      '/about-us',
    ],
    ['a nested page', { linktype: 'story', cached_url: 'pages/about-us/' }, '/pages/about-us'],
    ['a leading slash is not doubled', { linktype: 'story', cached_url: '/contact' }, '/contact'],
    ['an anchor is kept', { linktype: 'story', cached_url: 'about#team' }, '/about#team'],
    ['a query is kept', { linktype: 'story', cached_url: 'search/?term=oak' }, '/search?term=oak'],
    ['an empty link', { linktype: 'story', cached_url: '' }, '/'],
    ['a link with nothing', {}, '/'],
    ['no link', null, '/'],
    ['an undefined link', undefined, '/'],
  ])('%s', (_name, link, expected) => {
    expect(contentLinkHref(link)).toBe(expected);
  });
});

describe('searchHitHref (behaviour.md#links: /product{productUrl})', () => {
  it.each([
    [{ productUrl: '/oak-desk/' }, '/product/oak-desk'],
    [{ productUrl: '/oak-desk' }, '/product/oak-desk'],
    [{ productUrl: 'oak-desk' }, '/product/oak-desk'],
    [{ productUrl: '//oak-desk//' }, '/product/oak-desk'],
    [{ productUrl: 'https://store.example.com/oak-desk/' }, '/product/oak-desk'],
    [{ productUrl: '' }, '/'],
    [{ productUrl: null }, '/'],
    [{}, '/'],
    [null, '/'],
  ])('%j → %s', (hit, expected) => {
    expect(searchHitHref(hit)).toBe(expected);
  });
});

describe('categoryHref (behaviour.md#links: /shop{path})', () => {
  it.each([
    ['/chairs/', '/shop/chairs'],
    ['/chairs/office/', '/shop/chairs/office'],
    ['chairs', '/shop/chairs'],
    ['/shop-all/', '/shop/shop-all'],
    ['/collections/', '/shop/collections'],
    ['/', '/shop'],
    ['', '/shop'],
    [null, '/shop'],
    [undefined, '/shop'],
  ])('%j → %s', (path, expected) => {
    expect(categoryHref(path)).toBe(expected);
  });
});

describe('searchHref (behaviour.md#search-bar: Enter with a non-blank term)', () => {
  it.each([
    ['oak desk', '/search?term=oak%20desk'],
    ['  chair ', '/search?term=chair'],
    ['a&b=c', '/search?term=a%26b%3Dc'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j → %j', (term, expected) => {
    expect(searchHref(term)).toBe(expected);
  });
});

describe('assetUrl', () => {
  it.each([
    ['/images/a.jpg', 'http://backend', 'http://backend/images/a.jpg'],
    ['/images/a.jpg', 'http://backend/', 'http://backend/images/a.jpg'],
    ['images/a.jpg', 'http://backend', 'http://backend/images/a.jpg'],
    ['  /images/a.jpg ', 'http://backend', 'http://backend/images/a.jpg'],
    ['/images/a.jpg', '', '/images/a.jpg'],
    ['//cdn.example/a.jpg', 'http://backend', '//cdn.example/a.jpg'],
    ['https://cdn.example/a.jpg', 'http://backend', 'https://cdn.example/a.jpg'],
    ['data:image/png;base64,AA', 'http://backend', 'data:image/png;base64,AA'],
  ])('puts %j under %j: %j', (src, base, expected) => {
    expect(assetUrl(src, base)).toBe(expected);
  });

  it('is null for nothing or blanks', () => {
    expect(assetUrl(null, 'http://backend')).toBeNull();
    expect(assetUrl(undefined, 'http://backend')).toBeNull();
    expect(assetUrl('  ', 'http://backend')).toBeNull();
  });
});
