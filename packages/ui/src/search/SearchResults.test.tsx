import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FacetList } from './FacetList';
import { Pagination, pageWindow } from './Pagination';
import { SearchResultGrid } from './SearchResultGrid';
import { SearchResultsLayout } from './SearchResultsLayout';

describe('FacetList', () => {
  const items = [
    { value: 'Harbour', count: 12, refined: true, href: '/search?term=oak' },
    {
      value: 'Nordic Oak Works',
      label: 'Nordic',
      count: 3,
      refined: false,
      href: '/search?term=oak&brand=Nordic+Oak+Works',
    },
  ];

  it('lists each value as a checkbox link with its count and state', () => {
    render(<FacetList title="Brand" items={items} onToggle={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Brand' })).toBeInTheDocument();
    const harbour = screen.getByRole('checkbox', { name: /^Harbour.*12.*products$/ });
    expect(harbour).toHaveAttribute('aria-checked', 'true');
    expect(harbour).toHaveAttribute('href', '/search?term=oak');
    const nordic = screen.getByRole('checkbox', { name: /Nordic/ });
    expect(nordic).toHaveAttribute('aria-checked', 'false');
    expect(nordic).toHaveTextContent('Nordic');
  });

  it('toggles on a plain click and on Space, not following the link', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<FacetList title="Brand" items={items} onToggle={onToggle} />);
    await user.click(screen.getByRole('checkbox', { name: /Nordic/ }));
    expect(onToggle).toHaveBeenLastCalledWith('Nordic Oak Works');
    screen.getByRole('checkbox', { name: /Harbour/ }).focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith('Harbour');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const onToggle = vi.fn();
    render(<FacetList title="Brand" items={items} onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Nordic/ }), { ctrlKey: true });
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('renders nothing without values', () => {
    const { container } = render(<FacetList title="Colour" items={[]} onToggle={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Pagination', () => {
  it('centres a window of pages within the range', () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
  });

  it('links every other page and marks the current one', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <Pagination
        current={2}
        total={4}
        hrefFor={(n) => `/search?page=${String(n)}`}
        onNavigate={onNavigate}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/search?page=3',
    );
    expect(within(nav).queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Page 2');
    await user.click(within(nav).getByRole('link', { name: 'Next page' }));
    expect(onNavigate).toHaveBeenLastCalledWith(3);
    await user.click(within(nav).getByRole('link', { name: 'Previous page' }));
    expect(onNavigate).toHaveBeenLastCalledWith(1);
  });

  it('has no Previous link on the first page nor Next on the last', () => {
    const { rerender } = render(
      <Pagination current={1} total={2} hrefFor={String} onNavigate={vi.fn()} />,
    );
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    rerender(<Pagination current={2} total={2} hrefFor={String} onNavigate={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination current={1} total={1} hrefFor={String} onNavigate={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SearchResultGrid', () => {
  it('shows each hit with image, name, brand and sku, linked to its product', () => {
    const { container } = render(
      <SearchResultGrid
        term="oak"
        hits={[
          {
            sku: 'OAK-1',
            name: 'Oak desk',
            brand: 'Harbour',
            imageUrl: '/desk.jpg',
            productUrl: '/oak-desk/',
          },
          { sku: 'OAK-2', name: 'Oak chair', imageUrl: null, productUrl: '/oak-chair/' },
        ]}
      />,
    );
    const desk = screen.getByRole('link', { name: /Oak desk/ });
    expect(desk).toHaveAttribute('href', '/product/oak-desk');
    expect(desk).toHaveTextContent('Harbour');
    expect(desk).toHaveTextContent('OAK-1');
    const images = Array.from(container.querySelectorAll('img'));
    // Responsive (behaviour.md#images): the 1x width of the set for a 320 px result.
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/desk.jpg?w=320',
      '/no-image.png',
    ]);
    expect(images.every((img) => img.getAttribute('width') === '320')).toBe(true);
  });

  it('says there are no results for the term (behaviour.md#search-bar)', () => {
    render(<SearchResultGrid term=" zebra " hits={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent("No results found for 'zebra'");
    expect(screen.getByText('Please try again later or enter a new search')).toBeInTheDocument();
  });
});

describe('SearchResultsLayout', () => {
  it('has the heading, summary, a Filters column and the results', () => {
    render(
      <SearchResultsLayout
        heading="Search results for 'oak'"
        summary="3 products"
        facets={<p>facets</p>}
        busy
      >
        <p>results</p>
      </SearchResultsLayout>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Search results for 'oak'");
    expect(screen.getByText('3 products')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toHaveTextContent('facets');
    expect(screen.getByText('results').parentElement).toHaveAttribute('aria-busy', 'true');
  });
});
