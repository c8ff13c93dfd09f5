import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './SearchBar';
import type { SearchHit } from './SearchSuggestions';

const hits: SearchHit[] = [
  { sku: 'OAK-DESK-1', name: 'Oak desk', imageUrl: '/desk.jpg', productUrl: '/oak-desk/' },
  { sku: 'OAK-CH-2', name: 'Oak chair', imageUrl: null, productUrl: '/oak-chair/' },
];

function Harness({ results, locationKey }: { results: SearchHit[]; locationKey?: string }) {
  const [value, setValue] = useState('');
  return (
    <div>
      <p>Outside</p>
      <SearchBar
        value={value}
        onValueChange={setValue}
        onSubmit={vi.fn()}
        hits={results}
        locationKey={locationKey}
      />
    </div>
  );
}

describe('SearchBar suggestions', () => {
  it('shows nothing until something is typed', () => {
    render(<Harness results={hits} />);
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).not.toBeInTheDocument();
  });

  it('lists each hit with name, sku, image and a link to its product', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness results={hits} />);
    await user.type(screen.getByRole('searchbox'), 'oak');
    const link = screen.getByRole('link', { name: /Oak desk/ });
    expect(link).toHaveAttribute('href', '/product/oak-desk');
    expect(link).toHaveTextContent('OAK-DESK-1');
    expect(Array.from(container.querySelectorAll('img')).map((i) => i.getAttribute('src'))).toEqual(
      ['/desk.jpg?w=80', '/no-image.png'],
    );
  });

  it('moves into the suggestions with ArrowDown', async () => {
    const user = userEvent.setup();
    render(<Harness results={hits} />);
    await user.type(screen.getByRole('searchbox'), 'oak{ArrowDown}');
    expect(screen.getByRole('link', { name: /Oak desk/ })).toHaveFocus();
  });

  it('says there are no results for a non-blank term without hits', async () => {
    const user = userEvent.setup();
    render(<Harness results={[]} />);
    await user.type(screen.getByRole('searchbox'), 'zebra');
    expect(screen.getByText("No results found for 'zebra'")).toBeInTheDocument();
    expect(screen.getByText('Please try again later or enter a new search')).toBeInTheDocument();
  });

  it('closes on a click outside and on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness results={hits} />);
    await user.type(screen.getByRole('searchbox'), 'oak');
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), ' desk');
    expect(screen.getByRole('region', { name: 'Search suggestions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).not.toBeInTheDocument();
  });

  it('stays open on a click inside the search bar', async () => {
    const user = userEvent.setup();
    render(<Harness results={hits} />);
    await user.type(screen.getByRole('searchbox'), 'oak');
    await user.click(screen.getByRole('searchbox'));
    expect(screen.getByRole('region', { name: 'Search suggestions' })).toBeInTheDocument();
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness results={hits} locationKey="/" />);
    await user.type(screen.getByRole('searchbox'), 'oak');
    rerender(<Harness results={hits} locationKey="/shop/chairs" />);
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).not.toBeInTheDocument();
  });

  it('stays closed while results are pending instead of saying there are none', async () => {
    const user = userEvent.setup();
    function Pending({ pending, results }: { pending: boolean; results: SearchHit[] }) {
      const [value, setValue] = useState('');
      return (
        <SearchBar
          value={value}
          onValueChange={setValue}
          onSubmit={vi.fn()}
          hits={results}
          pending={pending}
        />
      );
    }
    const { rerender } = render(<Pending pending results={[]} />);
    await user.type(screen.getByRole('searchbox'), 'oak');
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).not.toHaveAttribute('aria-controls');
    rerender(<Pending pending={false} results={[]} />);
    expect(screen.getByText("No results found for 'oak'")).toBeInTheDocument();
    rerender(<Pending pending results={hits} />);
    expect(screen.getByRole('link', { name: /Oak desk/ })).toBeInTheDocument();
  });

  it('tells the app when it gets focus and submits to an action without script', async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    render(
      <SearchBar
        value=""
        onValueChange={vi.fn()}
        onSubmit={vi.fn()}
        hits={[]}
        onFocus={onFocus}
        action="/search"
        name="term"
      />,
    );
    await user.click(screen.getByRole('searchbox'));
    expect(onFocus).toHaveBeenCalledTimes(1);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'term');
  });
});
