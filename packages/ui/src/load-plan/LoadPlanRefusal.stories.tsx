import type { Meta, StoryObj } from '@storybook/react-vite';
import { OVER_CAPACITY_MESSAGE } from '@shop/domain';
import { expect, within } from 'storybook/test';
import { noFitPlan, overVolumePlan, overWeightPlan } from './load-plan.fixtures';
import { LoadPlanRefusal } from './LoadPlanRefusal';

const meta = {
  title: 'Load plans/LoadPlanRefusal',
  component: LoadPlanRefusal,
  args: { reason: 'volume', plan: overVolumePlan },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof LoadPlanRefusal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Volume: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(OVER_CAPACITY_MESSAGE);
    await expect(alert).toHaveTextContent(
      'Volume: The cartons take 58.330 CBM; the container holds 33.196 CBM.',
    );
  },
};

export const Weight: Story = {
  args: { reason: 'weight', plan: overWeightPlan },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Weight: The cartons weigh 32,400 kg; the container takes 28,280 kg.',
    );
  },
};

export const Fit: Story = {
  args: { reason: 'fit', plan: noFitPlan },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Fit: 2 cartons cannot be placed',
    );
  },
};

export const WithoutFigures: Story = {
  args: { reason: 'weight', plan: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Weight: The cartons weigh more than the container may carry.',
    );
  },
};

/** Every reason, one under another. */
export const AllReasons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <LoadPlanRefusal reason="volume" plan={overVolumePlan} />
      <LoadPlanRefusal reason="weight" plan={overWeightPlan} />
      <LoadPlanRefusal reason="fit" plan={noFitPlan} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts.map((a) => a.getAttribute('data-reason'))).toEqual([
      'volume',
      'weight',
      'fit',
    ]);
  },
};
