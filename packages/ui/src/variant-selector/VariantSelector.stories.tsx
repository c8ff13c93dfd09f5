import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { quickViewProduct } from '../test/story-data';
import { VariantSelector, type VariantSelectorProps } from './VariantSelector';

function Controlled(props: VariantSelectorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VariantSelector
      {...props}
      value={value}
      onChange={(id) => {
        props.onChange(id);
        setValue(id);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/VariantSelector',
  component: VariantSelector,
  args: { variants: quickViewProduct.variants, value: 'oak', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof VariantSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwatchesAndColours: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Walnut' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('walnut');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('black');
    await expect(canvas.getByRole('group', { name: 'Colour: Black' })).toBeInTheDocument();
  },
};

export const ColourBlocksOnly: Story = {
  args: {
    variants: [
      { id: 'ivory', label: 'Ivory', colour: '#f3eee2' },
      { id: 'sage', label: 'Sage', colour: '#8a9a7b' },
      { id: 'charcoal', label: 'Charcoal', colour: '#3a3a38', disabled: true },
    ],
    value: 'ivory',
  },
};
