import type { CategoryTreeItem } from '@shop/api';
import type { BreadcrumbItem } from '@shop/ui/catalogue';
import { categoryHref, normalisePathname } from '@shop/domain';

/** A node of the category tree at any of its three levels. */
export interface CategoryNode {
  name: string;
  path: string;
  entityId: number;
  productCount: number;
  children?: CategoryNode[] | null;
}

export interface CategoryMatch {
  category: CategoryNode;
  /** Root first, the category's parent last. */
  ancestors: CategoryNode[];
}

/** The category whose path is `path` (compared without case or slash differences), or null. */
export function findCategory(
  tree: readonly CategoryTreeItem[],
  path: string,
): CategoryMatch | null {
  const wanted = normalisePathname(path).toLowerCase();
  const walk = (
    nodes: readonly CategoryNode[],
    ancestors: CategoryNode[],
  ): CategoryMatch | null => {
    for (const node of nodes) {
      if (normalisePathname(node.path).toLowerCase() === wanted)
        return { category: node, ancestors };
      const found = walk(node.children ?? [], [...ancestors, node]);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, []);
}

export interface CategoryLink {
  name: string;
  href: string;
  productCount: number;
}

export const toCategoryLink = (node: CategoryNode): CategoryLink => ({
  name: node.name,
  href: categoryHref(node.path),
  productCount: node.productCount,
});

/** Shop, then the category's ancestors root first, then the category: each a link. */
export function crumbsTo(match: CategoryMatch): BreadcrumbItem[] {
  return [
    { label: 'Shop', href: '/shop' },
    ...[...match.ancestors, match.category].map((node) => ({
      label: node.name,
      href: categoryHref(node.path),
    })),
  ];
}

/**
 * The deepest of `paths` in the tree (a product sits in several categories: its trail
 * follows the most specific one), or null when none is in it.
 */
export function deepestCategory(
  tree: readonly CategoryTreeItem[],
  paths: readonly string[],
): CategoryMatch | null {
  let deepest: CategoryMatch | null = null;
  for (const path of paths) {
    const match = findCategory(tree, path);
    if (match && (!deepest || match.ancestors.length > deepest.ancestors.length)) deepest = match;
  }
  return deepest;
}
