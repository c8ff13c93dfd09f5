import type { Meta, StoryObj } from '@storybook/react-vite';
import { bindingLimit } from '@shop/domain/load-plan';
import { expect, within } from 'storybook/test';
import { ContainerLimitGauge } from './ContainerLimitGauge';
import { fittingPlan, noFitPlan, overWeightPlan } from './load-plan.fixtures';

const meta = {
  title: 'Load plans/ContainerLimitGauge',
  component: ContainerLimitGauge,
  args: { limit: bindingLimit({ cbm: { used: 24.5, capacity: 26 }, plan: fittingPlan }) },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ContainerLimitGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The products' CBM fills the capacity the buyer picked first. */
export const ByTheCbmRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Container fill' })).toHaveAttribute(
      'aria-valuenow',
      '94.2',
    );
    await expect(canvas.getByText('Limited by the CBM rule: 1.500 CBM left')).toBeVisible();
  },
};

/** Bulky cartons fill the box before the products' CBM reaches the rule. */
export const ByTheCartonsFit: Story = {
  args: { limit: bindingLimit({ cbm: { used: 3, capacity: 26 }, plan: fittingPlan }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^Limited by the cartons' fit: [\d.]+ CBM left$/),
    ).toBeVisible();
  },
};

export const OverThePayload: Story = {
  args: { limit: bindingLimit({ cbm: { used: 10, capacity: 26 }, plan: overWeightPlan }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Over the payload by 4,120 kg')).toBeVisible();
  },
};

export const CartonsLeftOut: Story = {
  args: {
    limit: bindingLimit({ cbm: { used: 10, capacity: 26 }, plan: noFitPlan }),
    cartonsLeftOut: noFitPlan.unplaced.length,
  },
};

/** Without a plan (more cartons than any container takes), the CBM rule alone. */
export const WithoutAPlan: Story = {
  args: { limit: bindingLimit({ cbm: { used: 8, capacity: 26 }, plan: null }) },
};

export const Phone: Story = { globals: { viewport: { value: 'xs', isRotated: false } } };
