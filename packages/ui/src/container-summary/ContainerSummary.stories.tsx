import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContainerSummary, type ContainerSummaryProps } from './ContainerSummary';

const twoFactories = [
  {
    brandId: 40,
    brandName: 'Nordic Oak Works',
    used: 17.4,
    capacity: 26,
    percent: 67,
    remaining: 8.6,
  },
  {
    brandId: 41,
    brandName: 'Harbour Living',
    used: 5.2,
    capacity: 26,
    percent: 20,
    remaining: 20.8,
  },
];

/** The caller owns the minimized flag (the storefront keeps it in a small store). */
function Controlled(props: ContainerSummaryProps) {
  const [minimized, setMinimized] = useState(props.minimized);
  return (
    <ContainerSummary
      {...props}
      minimized={minimized}
      onMinimizedChange={(next) => {
        props.onMinimizedChange(next);
        setMinimized(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/ContainerSummary',
  component: ContainerSummary,
  args: {
    containers: twoFactories,
    minimized: false,
    onMinimizedChange: fn(),
    builderHref: '/container/build',
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 480 }}>{Story()}</div>],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ContainerSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One gauge per factory and the way to the builder; the toggle minimises it. */
export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('complementary', { name: 'Container summary' });
    await expect(within(summary).getAllByRole('meter')).toHaveLength(2);
    await expect(
      within(summary).getByRole('link', { name: 'Open the container builder' }),
    ).toHaveAttribute('href', '/container/build');
    const toggle = within(summary).getByRole('button', { name: /minimise the container summary/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onMinimizedChange).toHaveBeenCalledWith(true);
    await expect(summary).toHaveAttribute('data-state', 'minimized');
    await expect(within(summary).queryByRole('meter')).not.toBeInTheDocument();
  },
};

/** Minimised: one line — how many containers, how full the fullest is. */
export const Minimized: Story = {
  args: { minimized: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /show the container summary/ });
    await expect(toggle).toHaveTextContent('2 containers');
    await expect(toggle).toHaveTextContent('fullest 67% full');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onMinimizedChange).toHaveBeenCalledWith(false);
    await expect(canvas.getAllByRole('meter')).toHaveLength(2);
  },
};

/** A container over its capacity (a type shrunk after filling): the bar turns red. */
export const OverCapacity: Story = {
  args: {
    containers: [
      {
        brandId: 40,
        brandName: 'Nordic Oak Works',
        used: 27.9,
        capacity: 26,
        percent: 107,
        remaining: 0,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('complementary', { name: 'Container summary' });
    await expect(summary).toHaveAttribute('data-over', 'true');
    await expect(summary).toHaveTextContent('1 container');
    await expect(summary).toHaveTextContent('over capacity');
  },
};

export const ManyFactories: Story = {
  args: {
    containers: Array.from({ length: 6 }, (_, index) => ({
      brandId: 40 + index,
      brandName:
        [
          'Nordic Oak Works',
          'Harbour Living',
          'Atelier Sud',
          'Kobe Craft',
          'Verde Casa',
          'Linea Uno',
        ][index] ?? '',
      used: 4 * (index + 1),
      capacity: 26,
      percent: Math.round((400 * (index + 1)) / 26),
      remaining: 26 - 4 * (index + 1),
    })),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs', isRotated: false } } };

export const MobileMinimized: Story = {
  args: { minimized: true },
  globals: { viewport: { value: 'xs', isRotated: false } },
};
