import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import {
  emptyPlan,
  estimatedPlan,
  fittingPlan,
  overVolumePlan,
} from '../load-plan/load-plan.fixtures';
import { LoadPlan3D } from './LoadPlan3D';

const meta = {
  title: 'Load plans/LoadPlan3D',
  component: LoadPlan3D,
  args: { plan: fittingPlan, title: 'Nordic Oak Works · 20 ft standard' },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof LoadPlan3D>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Draws in WebGL (Chromium's software WebGL in the tests) and fills step by step. */
export const InThreeDimensions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvasElement.querySelector('[data-slot="load-plan-3d"]');
    await waitFor(() => expect(figure).toHaveAttribute('data-webgl', 'yes'));
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await expect(
      canvas.getByRole('img', { name: /in 3D: 29 of 29 cartons loaded/ }),
    ).toBeInTheDocument();
    const slider = canvas.getByRole('slider', { name: 'Loading step' });
    await fireEvent.change(slider, { target: { value: '5' } });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Step 5 of 29: ${String(fittingPlan.placed[4]?.carton.label)}`,
    );
    await expect(
      canvas.getByRole('img', { name: /in 3D: 5 of 29 cartons loaded/ }),
    ).toBeInTheDocument();
  },
};

export const FirstStep: Story = { args: { initialStep: 1 } };

export const OverVolume: Story = { args: { plan: overVolumePlan } };

export const WithEstimatedCartons: Story = { args: { plan: estimatedPlan } };

/** What the server renders, and what a browser without WebGL shows: the 2D views. */
export const Without3D: Story = {
  args: { mode: '2d' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="load-plan-3d"]')).toHaveAttribute(
        'data-webgl',
        'no',
      ),
    );
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await fireEvent.change(canvas.getByRole('slider', { name: 'Loading step' }), {
      target: { value: '10' },
    });
    await expect(
      canvas.getByRole('img', { name: /^From above: 10 of 29 cartons loaded/ }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { plan: emptyPlan },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider')).toBeDisabled();
  },
};
