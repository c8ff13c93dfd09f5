import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { headerEntries } from '../navigation/navigation.fixtures';
import { MobileNav } from './MobileNav';

describe('MobileNav', () => {
  it('is a dialog with a close button, the search slot and the entries', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <MobileNav
        open
        onOpenChange={onOpenChange}
        entries={headerEntries}
        loggedIn={false}
        search={<input aria-label="Search for products" />}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search for products' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Build a container' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('expands shop with + and collapses it with −', async () => {
    const user = userEvent.setup();
    render(<MobileNav open onOpenChange={vi.fn()} entries={headerEntries} loggedIn />);
    const shop = screen.getByRole('button', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Chairs' })).not.toBeInTheDocument();
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    expect(shop).toHaveTextContent('−');
    expect(screen.getByRole('link', { name: 'Chairs' })).toBeVisible();
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <MobileNav
        open
        onOpenChange={onOpenChange}
        entries={headerEntries}
        loggedIn
        renderLink={({ href, children, ...rest }) => (
          <a
            href={href}
            {...rest}
            onClick={(event) => {
              event.preventDefault();
              rest.onClick?.(event);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('MobileNav collections', () => {
  it('lists at most 8 collections, like the header', async () => {
    const user = userEvent.setup();
    render(<MobileNav open onOpenChange={vi.fn()} entries={headerEntries} loggedIn />);
    const toggle = screen.getByRole('button', { name: 'Collections' });
    await user.click(toggle);
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list.querySelectorAll('a')).toHaveLength(8);
  });
});
