import { describe, expect, it } from 'vitest';
import { crumbsTo, deepestCategory, findCategory } from './category-tree';
import { pageParam } from './category.server';
import { pageHref } from './category-pagination';
import { plainText } from './product.server';
import { productSections } from './product-sections';

describe('findCategory', () => {
  const tree = [
    {
      name: 'Shop All',
      path: '/shop-all/',
      entityId: 1,
      productCount: 9,
      children: [
        {
          name: 'Chairs',
          path: '/shop-all/chairs/',
          entityId: 2,
          productCount: 5,
          children: [
            {
              name: 'Dining Chairs',
              path: '/shop-all/chairs/dining-chairs/',
              entityId: 3,
              productCount: 3,
            },
          ],
        },
      ],
    },
  ];

  it('finds a category at any depth, ignoring case and slashes, with its ancestors', () => {
    const match = findCategory(tree, '/Shop-All/chairs/dining-chairs');
    expect(match?.category.entityId).toBe(3);
    expect(match?.ancestors.map((node) => node.name)).toEqual(['Shop All', 'Chairs']);
    expect(findCategory(tree, 'shop-all')?.ancestors).toEqual([]);
  });

  it('answers null for an unknown path', () => {
    expect(findCategory(tree, '/shop-all/tables')).toBeNull();
  });

  it("picks a product's most specific category, whatever the order", () => {
    const paths = ['/shop-all/chairs/', '/nowhere/', '/shop-all/chairs/dining-chairs/'];
    expect(deepestCategory(tree, paths)?.category.entityId).toBe(3);
    expect(deepestCategory(tree, [...paths].reverse())?.category.entityId).toBe(3);
    expect(deepestCategory(tree, ['/nowhere/'])).toBeNull();
    expect(deepestCategory(tree, [])).toBeNull();
  });

  it('leads from Shop through the ancestors to the category, each a link', () => {
    const match = findCategory(tree, '/shop-all/chairs/dining-chairs/');
    expect(match && crumbsTo(match)).toEqual([
      { label: 'Shop', href: '/shop' },
      { label: 'Shop All', href: '/shop/shop-all' },
      { label: 'Chairs', href: '/shop/shop-all/chairs' },
      { label: 'Dining Chairs', href: '/shop/shop-all/chairs/dining-chairs' },
    ]);
  });
});

describe('paging', () => {
  it('reads ?page= as a positive integer and refuses anything else', () => {
    const at = (search: string) => pageParam(new URL(`http://x/shop${search}`));
    expect(at('')).toBe(1);
    expect(at('?page=3')).toBe(3);
    for (const bad of ['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page=99999999'])
      expect(at(bad)).toBeNull();
  });

  it('builds page links that keep other parameters', () => {
    expect(pageHref('/shop-all/', '?sort=name', 2)).toBe('/shop-all/?sort=name&page=2');
    expect(pageHref('/shop-all/', '?page=2', 1)).toBe('/shop-all/');
  });
});

describe('product text and sections', () => {
  it('reads the description as plain text', () => {
    expect(plainText('<p>Oak &amp; ash,<br/>  kiln dried.</p>')).toBe('Oak & ash, kiln dried.');
  });

  it('shows only the sections the product has, documents as links', () => {
    const sections = productSections(
      [
        { key: 'SofaCovering', value: 'Leather' },
        { key: 'TechnicalSheet', value: '/documents/technical/X.pdf' },
        { key: 'Warranty', value: '  ' },
      ],
      'http://b',
    );
    expect(sections.map((section) => section.id)).toEqual(['sofa', 'documents']);
    expect(sections[1]?.entries[0]).toEqual({
      id: 'TechnicalSheet',
      label: 'Technical sheet',
      value: 'Open technical sheet',
      href: 'http://b/documents/technical/X.pdf',
    });
  });
});
