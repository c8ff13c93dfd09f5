import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmPanel } from './ConfirmPanel';

describe('ConfirmPanel', () => {
  it('is an alertdialog named by its question, with the answers given', () => {
    render(
      <ConfirmPanel message="Replace the non-container products?">
        <form>
          <button type="submit">Yes</button>
          <a href="/">No</a>
        </form>
      </ConfirmPanel>,
    );
    const panel = screen.getByRole('alertdialog', { name: 'Replace the non-container products?' });
    expect(panel.querySelector('button')?.textContent).toBe('Yes');
    expect(screen.getByRole('link', { name: 'No' }).getAttribute('href')).toBe('/');
  });

  it('keeps its own class beside the one given', () => {
    render(
      <ConfirmPanel message="Sure?" className="page__question">
        <span />
      </ConfirmPanel>,
    );
    expect(screen.getByRole('alertdialog').className).toBe('ui-confirm-panel page__question');
  });
});
