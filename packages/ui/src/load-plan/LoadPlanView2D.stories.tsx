import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  emptyPlan,
  estimatedPlan,
  fittingPlan,
  noFitPlan,
  overVolumePlan,
  overWeightPlan,
} from './load-plan.fixtures';
import { LoadPlanView2D } from './LoadPlanView2D';

const meta = {
  title: 'Load plans/LoadPlanView2D',
  component: LoadPlanView2D,
  args: { plan: fittingPlan, title: 'Nordic Oak Works · 20 ft standard' },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof LoadPlanView2D>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['From above', 'From the side', 'From the door']) {
      const view = canvas.getByRole('img', {
        name: new RegExp(`^${name}: 29 of 29 cartons loaded`),
      });
      await expect(view.querySelectorAll('rect[data-carton]')).toHaveLength(29);
      await expect(canvas.getByText(name)).toBeVisible();
    }
    await expect(canvas.getByRole('list', { name: 'Products' })).toHaveTextContent(
      'Harbour dining chair: 24 of 24 cartons',
    );
  },
};

export const HalfwayThroughLoading: Story = {
  args: { step: 12 },
  play: async ({ canvasElement }) => {
    const side = within(canvasElement).getByRole('img', { name: /^From the side: 12 of 29/ });
    await expect(side.querySelectorAll('rect[data-carton]')).toHaveLength(12);
  },
};

export const WithEstimatedCartons: Story = {
  args: { plan: estimatedPlan, title: 'Alpine Bedding Co. · 40 ft standard' },
};

export const OverVolume: Story = {
  args: { plan: overVolumePlan },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Products' })).toHaveTextContent(
      `Harbour dining chair: ${String(overVolumePlan.placed.length)} of 350 cartons`,
    );
  },
};

export const OverWeight: Story = { args: { plan: overWeightPlan } };

export const DoesNotFit: Story = { args: { plan: noFitPlan } };

/** A 40 ft container is long and narrow: the door view stays beside the side view. */
export const FortyFoot: Story = {
  args: { plan: estimatedPlan, title: 'Alpine Bedding Co. · 40 ft standard' },
  decorators: [(Story) => <div style={{ maxWidth: 1200 }}>{Story()}</div>],
};

/** On a phone the three views stand one under another. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const side = canvas.getByRole('img', { name: /^From the side/ }).getBoundingClientRect();
    const door = canvas.getByRole('img', { name: /^From the door/ }).getBoundingClientRect();
    await expect(door.top).toBeGreaterThanOrEqual(side.bottom);
    await expect(side.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Empty: Story = {
  args: { plan: emptyPlan },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
