import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './ProductCard';

const base = {
  name: 'Oslo Classic Dining Chair',
  href: '/product/oslo-classic-dining-chair',
  imageUrl: '/images/products/101/hero.svg',
  brand: 'Nordic Oak Works',
  size: 'W480 x D550 x H820',
};

describe('ProductCard', () => {
  it('shows image, brand, name, size and links to the product', () => {
    render(<ProductCard {...base} loggedIn listPrice={335} />);
    expect(screen.getByRole('img', { name: base.name })).toHaveAttribute(
      'src',
      `${base.imageUrl}?w=400`,
    );
    expect(screen.getByText('Nordic Oak Works')).toBeInTheDocument();
    expect(screen.getByText('W480 x D550 x H820')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: base.name })).toHaveAttribute('href', base.href);
    expect(screen.getByText('$335')).toBeInTheDocument();
  });

  it('loads its picture lazily, or at once at high priority when it is the page’s first', () => {
    const { unmount } = render(<ProductCard {...base} loggedIn={false} />);
    const lazy = screen.getByRole('img', { name: base.name });
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).not.toHaveAttribute('fetchpriority');
    unmount();
    render(<ProductCard {...base} loggedIn={false} imagePriority />);
    const first = screen.getByRole('img', { name: base.name });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('gives guests a login prompt instead of a price', () => {
    render(<ProductCard {...base} loggedIn={false} listPrice={335} />);
    expect(screen.getByRole('link', { name: 'log in for trade pricing' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect(screen.queryByText('$335')).not.toBeInTheDocument();
  });

  it('shows Loading Price... while pricing loads and the RRP discount after', () => {
    const { rerender } = render(<ProductCard {...base} loggedIn priceLoading />);
    expect(screen.getByText('Loading Price...')).toBeInTheDocument();
    rerender(<ProductCard {...base} loggedIn listPrice={1000} customerGroup="RRP" />);
    expect(screen.getByText('$600')).toBeInTheDocument();
    expect(screen.getByText('40% Off')).toBeInTheDocument();
  });

  it('opens the quick view from its button', async () => {
    const onQuickView = vi.fn();
    render(<ProductCard {...base} loggedIn={false} onQuickView={onQuickView} />);
    await userEvent.click(screen.getByRole('button', { name: `Quick View: ${base.name}` }));
    expect(onQuickView).toHaveBeenCalledTimes(1);
  });

  it('falls back to the placeholder without an image', () => {
    render(<ProductCard {...base} imageUrl={null} loggedIn={false} />);
    expect(screen.getByRole('img', { name: base.name })).toHaveAttribute('src', '/no-image.png');
  });
});
