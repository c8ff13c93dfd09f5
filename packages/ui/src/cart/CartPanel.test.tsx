import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalGroup } from '../modal/modal-group';
import { CartPanel, type CartPanelProps } from './CartPanel';

const lines = [
  { id: 'l1', name: 'Oak desk (Container)', sku: 'OAK-DESK-1', quantity: 2, listPrice: 450 },
  {
    id: 'l2',
    name: 'Walnut chair',
    sku: 'WAL-CH-2',
    quantity: 1,
    listPrice: 120,
    imageUrl: '/chair.jpg',
  },
];

function renderPanel(props: Partial<CartPanelProps> = {}) {
  return render(
    <ModalGroup>
      <CartPanel
        open
        onOpenChange={vi.fn()}
        lines={lines}
        subtotal={1020}
        taxes={102}
        total={1122}
        loggedIn
        onQuantityChange={vi.fn()}
        onRemove={vi.fn()}
        {...props}
      />
    </ModalGroup>,
  );
}

describe('CartPanel', () => {
  it('is titled My cart with the line count in brackets', () => {
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'My cart (2)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cart items' }).children).toHaveLength(2);
  });

  it('says No cart items when empty, without a count', () => {
    renderPanel({ lines: [] });
    expect(screen.getByRole('dialog', { name: 'My cart' })).toBeInTheDocument();
    expect(screen.getByText('No cart items')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('reports quantity changes and removals per line', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    const onRemove = vi.fn();
    renderPanel({ onQuantityChange, onRemove });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Walnut chair' }));
    expect(onQuantityChange).toHaveBeenCalledWith('l2', 2);
    await user.click(screen.getByRole('button', { name: 'Remove Oak desk (Container) from cart' }));
    expect(onRemove).toHaveBeenCalledWith('l1');
  });

  it('shows the container gauge and containers total for container carts', () => {
    renderPanel({
      container: {
        containersTotal: 1,
        fills: [{ brandId: 40, brandName: 'Oakline', used: 10, capacity: 26, percent: 38.5 }],
      },
    });
    expect(screen.getByRole('meter', { name: 'Oakline' })).toBeInTheDocument();
    expect(screen.getByText('Containers total')).toBeInTheDocument();
  });

  it('links a container cart to the container builder when given its address', () => {
    renderPanel({
      container: {
        containersTotal: 1,
        builderHref: '/container/build',
        fills: [{ brandId: 40, brandName: 'Oakline', used: 10, capacity: 26, percent: 38.5 }],
      },
    });
    expect(screen.getByRole('link', { name: 'Build your container' })).toHaveAttribute(
      'href',
      '/container/build',
    );
  });

  it('falls back to the placeholder image for a line without one', () => {
    const { baseElement } = renderPanel();
    const images = Array.from(baseElement.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/no-image.png',
      '/chair.jpg?w=80',
    ]);
  });

  it('draws each line as the app asks, and says when the cart cannot be read', () => {
    const { unmount } = renderPanel({
      renderLine: (line) => <li data-testid="custom-line">{line.name}</li>,
    });
    expect(screen.getAllByTestId('custom-line').map((item) => item.textContent)).toEqual([
      'Oak desk (Container)',
      'Walnut chair',
    ]);
    unmount();
    renderPanel({ lines: [], unavailable: <p>Your cart is unavailable right now.</p> });
    expect(screen.getByRole('status')).toHaveTextContent('Your cart is unavailable right now.');
    expect(screen.queryByText('No cart items')).toBeNull();
  });

  it('gives each line forms that work without JavaScript', () => {
    renderPanel({
      quantityMax: 9_999,
      lineForm: (line) => ({ action: '/cart', fields: { line_id: line.id } }),
    });
    const form = screen
      .getByRole('button', { name: 'Increase quantity of Walnut chair' })
      .closest('form');
    expect(form).toHaveAttribute('action', '/cart');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({
      line_id: 'l2',
      quantity: '2',
    });
  });
});
