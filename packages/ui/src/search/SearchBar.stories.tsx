import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { swatch } from '../test/story-data';
import { SearchBar, type SearchBarProps } from './SearchBar';
import type { SearchHit } from './SearchSuggestions';

const catalogue: SearchHit[] = [
  {
    sku: 'HBR-DT-1800-OAK',
    name: 'Harbour oak dining table 1800',
    imageUrl: swatch('#a8642a'),
    productUrl: '/harbour-dining-table/',
  },
  {
    sku: 'HBR-DC-OAK',
    name: 'Harbour dining chair',
    imageUrl: swatch('#5a5549'),
    productUrl: '/harbour-dining-chair/',
  },
  { sku: 'HBR-BENCH', name: 'Harbour bench', imageUrl: null, productUrl: '/harbour-bench/' },
];

function Demo(props: SearchBarProps) {
  const [value, setValue] = useState(props.value);
  const term = value.trim().toLowerCase();
  const hits = term === '' ? [] : props.hits.filter((hit) => hit.name.toLowerCase().includes(term));
  return (
    <div style={{ maxWidth: 480 }}>
      <SearchBar
        {...props}
        value={value}
        hits={hits}
        onValueChange={(next) => {
          props.onValueChange(next);
          setValue(next);
        }}
      />
      <p style={{ marginTop: 240 }}>Page content below the search bar.</p>
    </div>
  );
}

const meta = {
  title: 'Search/SearchBar',
  component: SearchBar,
  args: { value: '', hits: catalogue, onValueChange: fn(), onSubmit: fn(), onSelect: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for products' }), 'harbour');
    const region = canvas.getByRole('region', { name: 'Search suggestions' });
    await expect(within(region).getAllByRole('link')).toHaveLength(3);
    await expect(
      within(region).getByRole('link', { name: /Harbour dining chair/ }),
    ).toHaveAttribute('href', '/product/harbour-dining-chair');
    await userEvent.click(canvas.getByText('Page content below the search bar.'));
    await expect(
      canvas.queryByRole('region', { name: 'Search suggestions' }),
    ).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'zebra');
    await expect(canvas.getByText("No results found for 'zebra'")).toBeInTheDocument();
    await expect(
      canvas.getByText('Please try again later or enter a new search'),
    ).toBeInTheDocument();
  },
};

export const EnterSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, 'oak table{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('oak table');
    await expect(input).toHaveAttribute('maxlength', '512');
  },
};

export const Stalled: Story = {
  args: { stalled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'chair');
    await expect(canvas.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs', isRotated: false } } };
