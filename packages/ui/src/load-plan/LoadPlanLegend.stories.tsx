import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { estimatedPlan, fittingPlan, overVolumePlan } from './load-plan.fixtures';
import { LoadPlanLegend } from './LoadPlanLegend';

const meta = {
  title: 'Load plans/LoadPlanLegend',
  component: LoadPlanLegend,
  args: { plan: fittingPlan },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof LoadPlanLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const PartlyLoaded: Story = { args: { step: 10 } };

export const CartonsLeftOut: Story = { args: { plan: overVolumePlan } };

export const WithEstimatedCartons: Story = { args: { plan: estimatedPlan } };
