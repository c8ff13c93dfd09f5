import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  arrivedMilestones,
  inProductionMilestones,
  movedEarlierMilestones,
  movedLaterMilestones,
  plannedMilestones,
} from './container-timeline.fixtures';
import { MilestoneTimeline } from './MilestoneTimeline';

const meta = {
  title: 'Container orders/MilestoneTimeline',
  component: MilestoneTimeline,
  args: { milestones: inProductionMilestones },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MilestoneTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just ordered: every date as planned, the slot confirmation next. */
export const AllPlanned: Story = {
  args: { milestones: plannedMilestones },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Container milestones' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[8]).toHaveTextContent('Planned Fri 19 Feb');
  },
};

/** The slot and the deposit done (the deposit a day early), the cargo next. */
export const InProduction: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Done Thu 10 Dec (planned Fri 11 Dec)');
    await expect(items[1]).toHaveTextContent('1 day earlier than planned');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** The factory runs three days late, and the sailing with it. */
export const MovedLater: Story = {
  args: { milestones: movedLaterMilestones },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('3 days later than planned')).toHaveLength(3);
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent(
      'Estimated Thu 7 Jan (planned Mon 4 Jan)',
    );
  },
};

/** At sea, and the vessel makes up two days. */
export const MovedEarlier: Story = {
  args: { milestones: movedEarlierMilestones },
  play: async ({ canvasElement }) => {
    const arrived = within(canvasElement).getAllByRole('listitem')[6];
    await expect(arrived).toHaveAttribute('aria-current', 'step');
    await expect(arrived).toHaveTextContent('2 days earlier than planned');
  },
};

/** Arrived and discharged two days late; the gate out next. */
export const Arrived: Story = {
  args: { milestones: arrivedMilestones },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.filter((item) => item.dataset.state === 'done')).toHaveLength(8);
    await expect(items[8]).toHaveAttribute('aria-current', 'step');
  },
};

/** A 320 px phone: each date wraps under its milestone. */
export const Mobile: Story = {
  args: { milestones: movedLaterMilestones },
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/** A 1280 px desktop: each date beside its milestone. */
export const Desktop: Story = {
  args: { milestones: arrivedMilestones },
  globals: { viewport: { value: 'xl', isRotated: false } },
};
