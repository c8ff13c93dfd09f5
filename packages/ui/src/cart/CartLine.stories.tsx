import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartLines } from '../test/story-data';
import { CartLine } from './CartLine';

const [table, , sofa] = cartLines;

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  args: { line: table ?? cartLines[0], onQuantityChange: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <ul className="ui-cart-lines" aria-label="Cart items" style={{ maxWidth: 480 }}>
        {Story()}
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Increase quantity/ }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line-1', 5);
  },
};

export const Rrp: Story = { name: 'RRP customer', args: { customerGroup: 'RRP' } };

export const LongNameNoImage: Story = { args: { line: sofa } };

export const Updating: Story = { args: { updating: true } };
