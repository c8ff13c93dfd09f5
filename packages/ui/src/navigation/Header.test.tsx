import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerEntries } from './navigation.fixtures';
import { Header, type HeaderProps } from './Header';

function renderHeader(props: Partial<HeaderProps> = {}) {
  return render(
    <div>
      <p>Page content</p>
      <Header
        entries={headerEntries}
        loggedIn={false}
        cartCount={0}
        onCartClick={vi.fn()}
        onMenuClick={vi.fn()}
        logo={<a href="/">Trade Furniture</a>}
        {...props}
      />
    </div>,
  );
}

function settle() {
  act(() => {
    vi.advanceTimersByTime(10);
  });
}

describe('Header', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides required_auth entries from guests and links guests to login', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Build a container' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
  });

  it('shows logged-in customers every entry, their first name and the cart count', () => {
    renderHeader({ loggedIn: true, customer: { firstName: 'Maria' }, cartCount: 3 });
    expect(screen.getByRole('link', { name: 'Build a container' })).toHaveAttribute(
      'href',
      '/container/build',
    );
    expect(screen.getByRole('link', { name: 'Account: Maria' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(
      screen.getByRole('button', { name: /^Open cart\s*3 items in cart$/ }),
    ).toBeInTheDocument();
  });

  it('opens a dropdown on click and toggles it with a second click', () => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Shop' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Chairs' })).toBeVisible();
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the settings' nav image as the site's responsive picture: srcset at densities 1 and 2, sized to the dropdown", () => {
    const src = 'http://backend.test/images/content/nav-feature.jpg';
    renderHeader({ navImage: { src, alt: 'Featured collection' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shop' }));
    const img = screen.getByRole('img', { name: 'Featured collection' });
    // The image service answers each `?w=` candidate as webp to a browser that takes it
    // (behaviour.md#images); the plain JPEG is never the picture asked for.
    expect(img).toHaveAttribute('src', `${src}?w=320`);
    expect(img).toHaveAttribute('srcset', `${src}?w=320 320w, ${src}?w=480 480w`);
    expect(img).toHaveAttribute('sizes', '14rem');
    expect(img).toHaveAttribute('width', '224');
    expect(img).toHaveAttribute('height', '280');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('data-placeholder');
  });

  it('opens on hover and closes on mouse leave, each after the 10 ms debounce', () => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Shop' });
    const item = trigger.closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(9);
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(item);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    settle();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not flicker when the pointer leaves and comes back within 10 ms', () => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Shop' });
    const item = trigger.closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    settle();
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(5);
    });
    fireEvent.mouseEnter(item);
    settle();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on an outside click after 10 ms, and on Escape with focus back on the trigger', () => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Shop' });
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByText('Page content'));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    settle();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('shows at most 8 collections, most products first', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Collections' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Collections' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const names = within(panel)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'Collection 6',
      'Collection 10',
      'Collection 2',
      'Collection 4',
      'Collection 11',
      'Collection 8',
      'Collection 3',
      'Collection 9',
    ]);
  });

  it('opens the mobile menu and the cart from their buttons', () => {
    const onMenuClick = vi.fn();
    const onCartClick = vi.fn();
    renderHeader({ onMenuClick, onCartClick });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(onMenuClick).toHaveBeenCalledTimes(1);
    expect(onCartClick).toHaveBeenCalledTimes(1);
  });

  it('without JavaScript, its burger is a link to the header navigation (opened by :target)', () => {
    renderHeader({});
    const menu = screen.getByRole('link', { name: 'Menu' });
    expect(menu).toHaveAttribute('href', '#main-navigation');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
      'id',
      'main-navigation',
    );
  });

  describe('with a cart page (works without JavaScript)', () => {
    it('is a link to the cart page that opens the panel instead once hydrated', () => {
      const onCartClick = vi.fn();
      renderHeader({ cartHref: '/cart', cartCount: 2, onCartClick });
      const cart = screen.getByRole('link', { name: /Open cart/ });
      expect(cart).toHaveAttribute('href', '/cart');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      cart.dispatchEvent(click);
      expect(onCartClick).toHaveBeenCalledTimes(1);
      expect(click.defaultPrevented).toBe(true);
      // A new tab still gets the page.
      fireEvent.click(cart, { ctrlKey: true });
      expect(onCartClick).toHaveBeenCalledTimes(1);
    });
  });
});
