import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocumentList } from './DocumentList';

const meta = {
  title: 'Catalogue/DocumentList',
  component: DocumentList,
  args: {
    label: 'Drawings',
    documents: [
      {
        id: 'client',
        label: 'Client drawing',
        href: '/images/products/101/client-drawing.svg',
        kind: 'drawing',
      },
      {
        id: 'evaluation',
        label: 'Evaluation drawing',
        href: '/images/products/101/evaluation-drawing.svg',
        kind: 'drawing',
      },
      {
        id: 'iso',
        label: 'Isometric drawing',
        href: '/images/products/101/isometric-drawing.svg',
        kind: 'drawing',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product page's drawings: the name, the file type, opened in a new tab. */
export const Drawings: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Drawings' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName('Client drawing SVG (opens in a new tab)');
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(links[0]).toHaveAttribute('rel', 'noreferrer');
    // One row per document, never an underlined text link.
    await expect(getComputedStyle(links[0] as HTMLElement).textDecorationLine).toBe('none');
    await expect((links[0] as HTMLElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      56,
    );
  },
};

/** The catalogue and the technical sheet: PDFs, with the document icon. */
export const CatalogueAndSheet: Story = {
  args: {
    label: 'Catalogue and technical sheet',
    documents: [
      {
        id: 'catalog',
        label: 'Catalogue',
        href: '/documents/catalogues/nordic-oak-works-2026.pdf',
      },
      { id: 'sheet', label: 'Technical sheet', href: '/documents/technical/NOW-CH-000001.pdf?v=2' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('PDF')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /Technical sheet/ })).toHaveAttribute(
      'data-kind',
      'document',
    );
  },
};

/** Long names wrap inside their row; the type stays on the right. */
export const LongNames: Story = {
  args: {
    documents: [
      {
        id: 'assembly',
        label: 'Assembly instructions for the Harbour extendable dining table, 1800–2400 mm',
        href: '/documents/assembly/HBR-DT-1800.pdf',
      },
      { id: 'no-type', label: 'Care guide', href: '/documents/care-guide' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs', isRotated: false } } };
