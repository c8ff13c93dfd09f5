import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { swatch } from '../test/story-data';
import { FacetList, type FacetItem } from './FacetList';
import { Pagination } from './Pagination';
import { SearchResultGrid, type SearchResultHit } from './SearchResultGrid';
import { SearchResultsLayout } from './SearchResultsLayout';

const products: SearchResultHit[] = [
  {
    sku: 'HBR-DT-1800',
    name: 'Harbour oak dining table 1800',
    brand: 'Harbour',
    imageUrl: swatch('#a8642a', 'Table'),
    productUrl: '/harbour-dining-table/',
  },
  {
    sku: 'HBR-DC',
    name: 'Harbour dining chair',
    brand: 'Harbour',
    imageUrl: swatch('#5a5549', 'Chair'),
    productUrl: '/harbour-dining-chair/',
  },
  {
    sku: 'OSL-SOFA-3',
    name: 'Oslo three-seat sofa',
    brand: 'Nordic Oak Works',
    imageUrl: swatch('#3d5a6c', 'Sofa'),
    productUrl: '/oslo-sofa/',
  },
  {
    sku: 'OSL-BENCH',
    name: 'Oslo bench',
    brand: 'Nordic Oak Works',
    imageUrl: null,
    productUrl: '/oslo-bench/',
  },
];

const brands = [
  { value: 'Harbour', count: 2 },
  { value: 'Nordic Oak Works', count: 2 },
];

/** A working page: brand refinement and pagination change what the grid shows. */
function Demo() {
  const [refined, setRefined] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const hits =
    refined.length === 0 ? products : products.filter((p) => refined.includes(p.brand ?? ''));
  const items: FacetItem[] = brands.map((brand) => ({
    ...brand,
    refined: refined.includes(brand.value),
    href: `?brand=${encodeURIComponent(brand.value)}`,
  }));
  return (
    <SearchResultsLayout
      heading="Search results for 'oak'"
      summary={`${String(hits.length)} products`}
      facets={
        <FacetList
          title="Brand"
          items={items}
          onToggle={(value) => {
            setRefined((list) =>
              list.includes(value) ? list.filter((v) => v !== value) : [...list, value],
            );
          }}
        />
      }
    >
      <SearchResultGrid hits={hits} term="oak" />
      <Pagination
        current={page}
        total={3}
        hrefFor={(n) => `?page=${String(n)}`}
        onNavigate={setPage}
      />
    </SearchResultsLayout>
  );
}

const meta = {
  title: 'Search/SearchResults',
  component: SearchResultsLayout,
  args: { heading: "Search results for 'oak'", children: null },
  render: () => <Demo />,
} satisfies Meta<typeof SearchResultsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FacetsAndPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Search results for 'oak'",
    );
    await expect(
      canvas.getAllByRole('listitem').filter((li) => li.querySelector('.ui-search-results__card')),
    ).toHaveLength(4);
    const harbour = canvas.getByRole('checkbox', { name: /Harbour/ });
    await expect(harbour).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(harbour);
    await expect(canvas.getByRole('checkbox', { name: /Harbour/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByText('2 products')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Harbour dining chair/ })).toHaveAttribute(
      'href',
      '/product/harbour-dining-chair',
    );

    const pages = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pages).getByText('1').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    await expect(within(pages).getByText('2').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SpaceTogglesAFacet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const works = canvas.getByRole('checkbox', { name: /Nordic Oak Works/ });
    works.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: /Nordic Oak Works/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.queryByText('Harbour dining chair')).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  render: () => (
    <SearchResultsLayout heading="Search results for 'zebra'">
      <SearchResultGrid hits={[]} term="zebra" />
    </SearchResultsLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No results found for 'zebra'")).toBeInTheDocument();
    await expect(
      canvas.getByText('Please try again later or enter a new search'),
    ).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs', isRotated: false } } };
