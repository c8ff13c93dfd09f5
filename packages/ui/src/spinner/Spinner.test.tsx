import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading cart" />);
    expect(screen.getByRole('status', { name: 'Loading cart' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
