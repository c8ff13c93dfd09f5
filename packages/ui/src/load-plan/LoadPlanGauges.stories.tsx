import type { Meta, StoryObj } from '@storybook/react-vite';
import { OVER_CAPACITY_MESSAGE } from '@shop/domain';
import { expect, within } from 'storybook/test';
import { emptyPlan, fittingPlan, overVolumePlan, overWeightPlan } from './load-plan.fixtures';
import { LoadPlanGauges } from './LoadPlanGauges';

const meta = {
  title: 'Load plans/LoadPlanGauges',
  component: LoadPlanGauges,
  args: { plan: fittingPlan },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LoadPlanGauges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Volume' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('meter', { name: 'Weight' }).getAttribute('aria-valuetext'),
    ).toMatch(/ of 28,280 kg$/);
  },
};

export const OverVolume: Story = {
  args: { plan: overVolumePlan, overCapacity: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(OVER_CAPACITY_MESSAGE);
    await expect(canvas.getByRole('meter', { name: 'Volume' })).toHaveAttribute(
      'aria-valuetext',
      '58.330 of 33.196 CBM, over capacity',
    );
  },
};

export const OverWeight: Story = {
  args: { plan: overWeightPlan, overCapacity: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'Weight' })).toHaveAttribute(
      'aria-valuetext',
      '32,400 of 28,280 kg, over capacity',
    );
  },
};

export const Empty: Story = { args: { plan: emptyPlan } };
