import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './FormAlert';

describe('FormAlert', () => {
  it('announces a single error as a paragraph', () => {
    render(
      <FormAlert type="error" messages={['Invalid email or password']} title="Login failed" />,
    );
    const alert = screen.getByRole('alert', { name: 'Login failed' });
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert.querySelector('ul')).toBeNull();
  });

  it('lists several errors, repeated lines included', () => {
    render(
      <FormAlert
        type="error"
        messages={['Email is taken', 'Phone is invalid', 'Email is taken']}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Email is taken', 'Phone is invalid', 'Email is taken']);
  });

  it('shows a success message as a status, not an alert', () => {
    render(<FormAlert type="success" messages={['Successfully updated password.']} />);
    expect(screen.getByRole('status')).toHaveTextContent('Successfully updated password.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing without a readable message', () => {
    const { container } = render(<FormAlert type="error" messages={['', '  ']} />);
    expect(container).toBeEmptyDOMElement();
  });
});
