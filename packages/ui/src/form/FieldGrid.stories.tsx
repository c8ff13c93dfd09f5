import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field, Input } from './Field';
import { FieldGrid } from './FieldGrid';

const fields = ['First name', 'Last name', 'Company', 'Phone'].map((label) => (
  <Field key={label} label={label}>
    {(control) => <Input {...control} />}
  </Field>
));

const meta = {
  title: 'Forms/FieldGrid',
  component: FieldGrid,
  args: { children: fields },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof FieldGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneColumn: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByLabelText('First name');
    const last = within(canvasElement).getByLabelText('Last name');
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
  },
};

/** Two abreast from 640 px wide; one under another on a phone. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByLabelText('First name');
    const last = within(canvasElement).getByLabelText('Last name');
    const wide = window.matchMedia('(min-width: 640px)').matches;
    await expect(last.getBoundingClientRect().top === first.getBoundingClientRect().top).toBe(wide);
  },
};
