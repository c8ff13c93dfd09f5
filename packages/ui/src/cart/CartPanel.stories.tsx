import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { cartLines, ordinaryLines } from '../test/story-data';
import { CartPanel } from './CartPanel';

const meta = {
  title: 'Commerce/CartPanel',
  component: CartPanel,
  args: {
    open: true,
    onOpenChange: fn(),
    lines: ordinaryLines,
    subtotal: 25,
    taxes: 2.5,
    total: 27.5,
    loggedIn: true,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'My cart (1)' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remove Sample swatch pack from cart' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('line-9');
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'My cart' });
    await expect(dialog).toHaveTextContent('No cart items');
  },
};

export const Guest: Story = { args: { loggedIn: false } };

export const Updating: Story = { args: { updating: true } };

export const ContainerCart: Story = {
  args: {
    lines: cartLines,
    subtotal: 7726,
    taxes: 772.6,
    total: 8498.6,
    container: {
      containersTotal: 2,
      fills: [
        { brandId: 40, brandName: 'Oakline Furniture', used: 18.724, capacity: 26, percent: 72 },
        { brandId: 7, brandName: 'Nordic Living', used: 4.2, capacity: 26, percent: 16.2 },
      ],
    },
  },
};

export const ContainerCartWithBuilder: Story = {
  args: {
    lines: cartLines,
    subtotal: 7726,
    taxes: 772.6,
    total: 8498.6,
    container: {
      containersTotal: 1,
      builderHref: '/container/build',
      fills: [
        { brandId: 40, brandName: 'Oakline Furniture', used: 18.724, capacity: 26, percent: 72 },
      ],
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'My cart (3)' });
    await expect(
      within(dialog).getByRole('link', { name: 'Build your container' }),
    ).toHaveAttribute('href', '/container/build');
  },
};

export const OverCapacity: Story = {
  args: {
    ...ContainerCart.args,
    container: {
      containersTotal: 1,
      overCapacity: true,
      fills: [
        { brandId: 40, brandName: 'Oakline Furniture', used: 25.9, capacity: 26, percent: 99.6 },
      ],
    },
  },
};

export const RrpCustomer: Story = {
  name: 'RRP customer',
  args: { ...ContainerCart.args, customerGroup: 'RRP' },
};

export const Mobile: Story = {
  args: { ...ContainerCart.args },
  globals: { viewport: { value: 'xs', isRotated: false } },
};
