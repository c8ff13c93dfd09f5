import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithBlocks } from '../test/render';
import { BlockLink } from './BlockLink';
import { linkField } from './fields';
import { resolveContentLink } from './resolve-link';
import { safeHref } from './safe-url';

const category = (path: string) => ({
  linktype: 'story',
  cached_url: `shop${path}`,
  story: { path, content: { component: 'category', path } },
});

describe('resolveContentLink (behaviour.md#links, through domain)', () => {
  it.each([
    [{ linktype: 'story', cached_url: 'about-us' }, '/about-us', false],
    [{ linktype: 'story', cached_url: 'home' }, '/', false],
    [category('/dining-chairs/'), '/shop/dining-chairs', false],
    [
      { linktype: 'email', email: 'trade@northwoodfurniture.com' },
      'mailto:trade@northwoodfurniture.com',
      true,
    ],
    [
      { linktype: 'url', url: 'tel:+63281234567', cached_url: 'tel:+63281234567' },
      'tel:+63281234567',
      true,
    ],
    [
      { linktype: 'url', url: 'https://maps.example/?q=Makati' },
      'https://maps.example/?q=Makati',
      true,
    ],
    [{ linktype: 'story', cached_url: 'contact#form' }, '/contact#form', false],
  ])('%j → %s', (link, href, external) => {
    expect(resolveContentLink(link)).toEqual({ status: 'ok', href, external, newTab: false });
  });

  it.each([
    null,
    undefined,
    {},
    { linktype: 'story', cached_url: '' },
    { linktype: 'url', url: '  ', cached_url: '' },
  ])('an empty link %j is missing (text), not a link to /', (link) => {
    expect(resolveContentLink(link)).toEqual({ status: 'missing' });
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:x',
    'file:///etc/passwd',
  ])('refuses %j', (url) => {
    expect(resolveContentLink({ linktype: 'url', url }).status).toBe('unsafe');
    expect(safeHref(url)).toBeNull();
  });

  it('marks target _blank links to open in a new tab', () => {
    expect(
      resolveContentLink({ linktype: 'url', url: 'https://a.example', target: '_blank' }),
    ).toMatchObject({ newTab: true });
  });
});

describe('BlockLink', () => {
  function RouterLink({
    to,
    children,
    className,
  }: {
    to: string;
    children?: ReactNode;
    className?: string;
  }) {
    return (
      <a href={`#router${to}`} className={className}>
        {children}
      </a>
    );
  }

  it('sends internal links through the app link component and keeps external ones as <a>', () => {
    renderWithBlocks(
      <>
        <BlockLink link={linkField.parse({ linktype: 'story', cached_url: 'register' })}>
          Register
        </BlockLink>
        <BlockLink link={linkField.parse({ linktype: 'email', email: 'a@b.example' })}>
          Mail
        </BlockLink>
      </>,
      { linkComponent: RouterLink },
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '#router/register',
    );
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute(
      'href',
      'mailto:a@b.example',
    );
  });

  it('renders a plain <a> without a link component', () => {
    renderWithBlocks(
      <BlockLink link={linkField.parse({ linktype: 'story', cached_url: 'register' })}>
        Register
      </BlockLink>,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
