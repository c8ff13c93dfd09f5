import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalGroup } from '../modal/modal-group';
import { QuickView, type QuickViewProps } from './QuickView';

const product = {
  name: 'Harbour dining chair',
  images: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'],
  variants: [
    { id: 'v1', label: 'Natural oak', sku: 'HDC-OAK', listPrice: 200, swatchUrl: '/oak.jpg' },
    { id: 'v2', label: 'Black', sku: 'HDC-BLK', listPrice: null, colour: '#111' },
  ],
};

function renderQuickView(props: Partial<QuickViewProps> = {}) {
  return render(
    <ModalGroup>
      <QuickView
        open
        onOpenChange={vi.fn()}
        product={product}
        selectedVariantId="v1"
        onVariantChange={vi.fn()}
        quantity={1}
        onQuantityChange={vi.fn()}
        loggedIn
        onAdd={vi.fn()}
        {...props}
      />
    </ModalGroup>,
  );
}

describe('QuickView', () => {
  it('is titled Quick View and shows the main image plus two more, name, SKU and price', () => {
    renderQuickView();
    const dialog = screen.getByRole('dialog', { name: 'Quick View' });
    expect(dialog.querySelectorAll('img[width="640"], img[width="200"]')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Harbour dining chair' })).toBeInTheDocument();
    expect(screen.getByText('HDC-OAK')).toBeInTheDocument();
    expect(screen.getByText('$200')).toBeInTheDocument();
  });

  it('adds the chosen quantity with Add to container', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderQuickView({ onAdd });
    await user.click(screen.getByRole('button', { name: 'Add to container' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('reads Adding to cart... while busy and Loading Price... while pricing loads', () => {
    const { unmount } = renderQuickView({ adding: true });
    expect(screen.getByRole('button', { name: 'Adding to cart...' })).toBeDisabled();
    unmount();
    renderQuickView({ priceLoading: true });
    expect(screen.getByText('Loading Price...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to container' })).toBeDisabled();
  });

  it('disables Add when the selected variant has no price', () => {
    renderQuickView({ selectedVariantId: 'v2' });
    expect(screen.getByRole('button', { name: 'Add to container' })).toBeDisabled();
    expect(screen.getByText('Price unavailable')).toBeInTheDocument();
  });

  it('shows guests a login prompt and no way to add', () => {
    renderQuickView({ loggedIn: false });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Apply for a trade account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('button', { name: 'Add to container' })).not.toBeInTheDocument();
    expect(screen.queryByText('$200')).not.toBeInTheDocument();
  });

  it('shows RRP customers the discounted price', () => {
    renderQuickView({ customerGroup: 'RRP' });
    expect(screen.getByText('$120')).toBeInTheDocument();
    expect(screen.getByText('40% Off')).toBeInTheDocument();
  });

  it('renders an app add action in place of the built-in button, keeping the quantity', () => {
    renderQuickView({ addAction: <button type="button">Add with checks</button> });
    expect(screen.getByRole('button', { name: 'Add with checks' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to container' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toBeInTheDocument();
  });

  it('shows no add action to guests', () => {
    renderQuickView({ loggedIn: false, addAction: <button type="button">Add with checks</button> });
    expect(screen.queryByRole('button', { name: 'Add with checks' })).not.toBeInTheDocument();
  });

  it('shows more actions below the add to customers, never to guests', () => {
    renderQuickView({ moreActions: <button type="button">Add to list</button> });
    expect(screen.getByRole('button', { name: 'Add to list' })).toBeInTheDocument();
    cleanup();
    renderQuickView({ loggedIn: false, moreActions: <button type="button">Add to list</button> });
    expect(screen.queryByRole('button', { name: 'Add to list' })).not.toBeInTheDocument();
  });

  it('labels the variants as the caller says (Material for upholstery)', () => {
    renderQuickView({ variantLegend: 'Material' });
    expect(screen.getByRole('group', { name: /^Material/ })).toBeInTheDocument();
  });

  it('shows no variant choice for a product sold in one variant, only its SKU', () => {
    renderQuickView({
      product: {
        ...product,
        variants: [{ id: 'v1', label: 'HDC-ONE', sku: 'HDC-ONE', listPrice: 200 }],
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Quick View' });
    expect(screen.queryByRole('group', { name: /Colour/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(dialog.querySelector('[data-slot="variant-selector"]')).toBeNull();
    expect(dialog).not.toHaveTextContent('Colour');
    expect(screen.getByText('HDC-ONE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to container' })).toBeEnabled();
  });
});
