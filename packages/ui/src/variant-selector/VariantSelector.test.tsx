import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VariantSelector } from './VariantSelector';

const variants = [
  { id: 'oak', label: 'Natural oak', swatchUrl: '/swatches/oak.jpg' },
  { id: 'black', label: 'Black', colour: '#111111' },
  { id: 'white', label: 'White', colour: '#ffffff', disabled: true },
];

describe('VariantSelector', () => {
  it('is a labelled radio group with one radio per variant', () => {
    render(<VariantSelector variants={variants} value="oak" onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Colour: Natural oak' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Natural oak' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'White' })).toBeDisabled();
  });

  it('shows a swatch image where there is one and a colour block otherwise', () => {
    const { container } = render(
      <VariantSelector variants={variants} value="oak" onChange={vi.fn()} />,
    );
    const kinds = Array.from(container.querySelectorAll('[data-kind]')).map((el) =>
      el.getAttribute('data-kind'),
    );
    expect(kinds).toEqual(['swatch', 'colour', 'colour']);
    expect(container.querySelector('img')).toHaveAttribute('src', '/swatches/oak.jpg');
  });

  it('reports the chosen variant, by click and by arrow key', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<VariantSelector variants={variants} value="oak" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(onChange).toHaveBeenLastCalledWith('black');
    screen.getByRole('radio', { name: 'Natural oak' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('black');
  });

  it('posts the chosen variant with a form when named', () => {
    render(
      <form data-testid="form">
        <VariantSelector name="variant_id" variants={variants} value="oak" onChange={vi.fn()} />
      </form>,
    );
    const form = screen.getByTestId<HTMLFormElement>('form');
    expect(new FormData(form).get('variant_id')).toBe('oak');
  });
});
