import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

function Harness({ onSubmit }: { onSubmit: (term: string) => void }) {
  const [value, setValue] = useState('');
  return <SearchBox value={value} onValueChange={setValue} onSubmit={onSubmit} />;
}

describe('SearchBox', () => {
  it('is a search landmark with a named search input, placeholder and max length 512', () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Search for products' });
    expect(input).toHaveAttribute('placeholder', 'Search for products');
    expect(input).toHaveAttribute('maxlength', '512');
  });

  it('submits the trimmed term on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('searchbox'), '  oak desk {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('oak desk');
  });

  it('ignores Enter on a blank term', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    await user.clear(screen.getByRole('searchbox'));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets no more than 512 characters in', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    const input = screen.getByRole('searchbox');
    await user.click(input);
    await user.paste('x'.repeat(600));
    expect((input as HTMLInputElement).value).toHaveLength(512);
  });
});
