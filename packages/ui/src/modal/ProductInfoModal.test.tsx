import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalGroup } from './modal-group';
import { ProductInfoModal } from './ProductInfoModal';

describe('ProductInfoModal', () => {
  it('lists its entries as terms and definitions', () => {
    render(
      <ModalGroup>
        <ProductInfoModal
          open
          onOpenChange={vi.fn()}
          entries={[
            { id: 'country', label: 'Country of manufacture', value: 'Vietnam' },
            { id: 'warranty', label: 'Warranty', value: '5 years' },
          ]}
        />
      </ModalGroup>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Product information' });
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Country of manufacture', 'Warranty']);
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Vietnam', '5 years']);
  });

  it('says so when there is nothing to list', () => {
    render(
      <ModalGroup>
        <ProductInfoModal open onOpenChange={vi.fn()} entries={[]} />
      </ModalGroup>,
    );
    expect(screen.getByText('No information available')).toBeInTheDocument();
  });
});
