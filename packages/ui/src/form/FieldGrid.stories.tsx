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

/**
 * Fields in a row align even when one has a hint (or an error) and its neighbour
 * has none — the row is as tall as the taller field, and the shorter one keeps its label and
 * input at the top instead of spreading them over that height.
 */
export const RowWithHint: Story = {
  args: {
    columns: 2,
    children: [
      <Field
        key="number"
        label="Customer order number"
        hint="Your own reference, at most 30 characters"
      >
        {(control) => <Input {...control} />}
      </Field>,
      <Field key="phone" label="Phone">
        {(control) => <Input {...control} />}
      </Field>,
      <Field key="email" label="Email" touched error="Enter a valid e-mail address">
        {(control) => <Input {...control} defaultValue="buyer@" />}
      </Field>,
      <Field key="company" label="Company">
        {(control) => <Input {...control} />}
      </Field>,
    ],
  },
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (name: string) => canvas.getByRole('textbox', { name }).getBoundingClientRect();
    // The same row, the same line: inputs and their labels at one height.
    await expect(top('Phone').top).toBe(top('Customer order number').top);
    await expect(top('Company').top).toBe(top('Email').top);
    await expect(top('Phone').height).toBe(top('Customer order number').height);
    await expect(canvas.getByText('Phone').getBoundingClientRect().top).toBe(
      canvas.getByText('Customer order number').getBoundingClientRect().top,
    );
  },
};
