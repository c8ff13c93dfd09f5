import type { ApiClient, CategoryTreeItem } from '@shop/api';

/**
 * The category tree, or an empty one (logged) when the catalogue cannot answer: the header,
 * the footer and a product's breadcrumbs then do without it, and the page still renders.
 */
export async function loadCategoryTree(api: ApiClient): Promise<CategoryTreeItem[]> {
  try {
    return (await api.graphql.categoryTree()).site.categoryTree;
  } catch (error) {
    console.error('The category tree could not be loaded', error);
    return [];
  }
}
