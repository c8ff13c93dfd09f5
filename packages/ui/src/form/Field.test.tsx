import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, Input } from './Field';

describe('Field', () => {
  it('labels its control and links the hint', () => {
    render(
      <Field label="Order number" hint="Up to 30 characters">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Order number' });
    expect(input).toHaveAccessibleDescription('Up to 30 characters');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error only once touched, and marks the control invalid', () => {
    const { rerender } = render(
      <Field label="Email" error="This field is required">
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    rerender(
      <Field label="Email" error="This field is required" touched dirty>
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');
    const field = input.closest('[data-slot="field"]');
    expect(field).toHaveAttribute('data-touched', 'true');
    expect(field).toHaveAttribute('data-dirty', 'true');
    expect(field).toHaveAttribute('data-invalid', 'true');
  });

  it('shows a spinner while pending and a check when valid', () => {
    const { rerender } = render(
      <Field label="Email" touched pending>
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('status', { name: 'Checking' })).toBeInTheDocument();
    rerender(
      <Field label="Email" touched valid>
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox').closest('[data-slot="field"]')).toHaveAttribute(
      'data-valid',
      'true',
    );
  });
});
