import type { CategoryTreeItem } from '@shop/api';
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
