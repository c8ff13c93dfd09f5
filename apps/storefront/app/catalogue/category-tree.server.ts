import type { CategoryTreeItem } from '@shop/api';
import { catalogueReads } from '../platform/catalogue-reads.server';

/**
 * The category tree, or an empty one (logged) when the catalogue cannot answer: the header,
 * the footer and a product's breadcrumbs then do without it, and the page still renders.
 */
export async function loadCategoryTree(): Promise<CategoryTreeItem[]> {
  try {
    return (await catalogueReads.categoryTree()).site.categoryTree;
  } catch (error) {
    console.error('The category tree could not be loaded', error);
    return [];
  }
}
