import type { Meta, StoryObj } from '@storybook/react-vite';
import { NON_CONTAINER_CONFIRM_MESSAGE } from '@shop/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { quickViewProduct } from '../test/story-data';
import { QuickView, type QuickViewProps } from './QuickView';

function Controlled(props: QuickViewProps) {
  const [variant, setVariant] = useState(props.selectedVariantId);
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <QuickView
      {...props}
      selectedVariantId={variant}
      quantity={quantity}
      onVariantChange={(id) => {
        props.onVariantChange(id);
        setVariant(id);
      }}
      onQuantityChange={(q) => {
        props.onQuantityChange(q);
        setQuantity(q);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/QuickView',
  component: QuickView,
  args: {
    open: true,
    onOpenChange: fn(),
    product: quickViewProduct,
    selectedVariantId: 'oak',
    onVariantChange: fn(),
    quantity: 1,
    onQuantityChange: fn(),
    loggedIn: true,
    customerGroup: 'Trade',
    onAdd: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuickView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Quick View' });
    const view = within(dialog);
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Quantity' }), '20');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(20);
    await userEvent.click(view.getByRole('button', { name: 'Add to container' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const NoPriceForVariant: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Quick View' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Black' }));
    await expect(within(dialog).getByRole('button', { name: 'Add to container' })).toBeDisabled();
  },
};

export const LoadingPrice: Story = { args: { priceLoading: true } };

export const Adding: Story = { args: { adding: true } };

export const Guest: Story = {
  args: { loggedIn: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Quick View' });
    await expect(within(dialog).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await expect(
      within(dialog).queryByRole('button', { name: 'Add to container' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * A product sold in one variant (every 11th of the demo catalogue): its SKU, and no variant
 * choice — no `Colour: {SKU}` legend and no grey swatch (behaviour.md#modals).
 */
export const SingleVariant: Story = {
  args: {
    product: {
      ...quickViewProduct,
      variants: [{ id: 'only', label: 'NV-CH-000012', sku: 'NV-CH-000012', listPrice: 189 }],
    },
    selectedVariantId: 'only',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Quick View' });
    const view = within(dialog);
    await expect(view.getByText('NV-CH-000012')).toBeInTheDocument();
    await expect(view.queryByRole('radio')).not.toBeInTheDocument();
    await expect(dialog).not.toHaveTextContent('Colour');
    await userEvent.click(view.getByRole('button', { name: 'Add to container' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const RrpCustomer: Story = { name: 'RRP customer', args: { customerGroup: 'RRP' } };

/** An app's further action below the add: the storefront's "Add to container list" form. */
export const WithMoreActions: Story = {
  args: {
    moreActions: (
      <form
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <label className="ui-label" htmlFor="story-list">
          Add to container list
        </label>
        <select id="story-list" className="ui-input" defaultValue="1">
          <option value="1">Showroom refresh</option>
          <option value="new">A new list…</option>
        </select>
      </form>
    ),
  },
};

export const LongName: Story = {
  args: {
    product: {
      ...quickViewProduct,
      name: 'Harbour extendable dining table in solid European oak with twin pedestal base and hand-oiled finish, 1800–2400 mm',
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs', isRotated: false } } };

function WithConfirmation(props: QuickViewProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Controlled
        {...props}
        onAdd={() => {
          setAsking(true);
        }}
      />
      <ConfirmDialog
        open={asking}
        message={NON_CONTAINER_CONFIRM_MESSAGE}
        onConfirm={() => {
          setAsking(false);
          props.onAdd?.();
        }}
        onCancel={() => {
          setAsking(false);
          props.onOpenChange(false);
        }}
      />
    </>
  );
}

export const NonContainerConfirmation: Story = {
  render: (args) => <WithConfirmation {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Quick View' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to container' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};
