import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentList, documentType } from './DocumentList';

describe('DocumentList', () => {
  it('lists each document as a link that opens in a new tab and names its file type', () => {
    render(
      <DocumentList
        label="Drawings"
        documents={[
          { id: 'a', label: 'Client drawing', href: '/d/client.svg', kind: 'drawing' },
          { id: 'b', label: 'Technical sheet', href: 'https://cdn.example/sheet.pdf?x=1' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Drawings' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/d/client.svg',
      'https://cdn.example/sheet.pdf?x=1',
    ]);
    expect(links[0]).toHaveAccessibleName('Client drawing SVG (opens in a new tab)');
    expect(links[1]).toHaveAccessibleName('Technical sheet PDF (opens in a new tab)');
    expect(links[0]).toHaveAttribute('data-kind', 'drawing');
    expect(links[1]).toHaveAttribute('data-kind', 'document');
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it('renders nothing without documents', () => {
    const { container } = render(<DocumentList documents={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads the file type from the path, not the query or fragment', () => {
    expect(documentType('/a/b.pdf')).toBe('PDF');
    expect(documentType('/a/b.svg?v=2#top')).toBe('SVG');
    expect(documentType('/a/b')).toBeNull();
    expect(documentType('/a.b/c')).toBeNull();
  });
});
