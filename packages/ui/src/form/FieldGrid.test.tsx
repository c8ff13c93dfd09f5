import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldGrid } from './FieldGrid';

describe('FieldGrid', () => {
  it('lays its fields out in one column unless asked for two', () => {
    render(
      <>
        <FieldGrid aria-label="one">
          <input aria-label="a" />
        </FieldGrid>
        <FieldGrid columns={2} aria-label="two" className="extra">
          <input aria-label="b" />
        </FieldGrid>
      </>,
    );
    const one = screen.getByLabelText('one');
    const two = screen.getByLabelText('two');
    expect(one).toHaveAttribute('data-columns', '1');
    expect(one).toHaveClass('ui-field-grid');
    expect(two).toHaveAttribute('data-columns', '2');
    expect(two).toHaveClass('ui-field-grid', 'extra');
    expect(two).toContainElement(screen.getByLabelText('b'));
  });
});
