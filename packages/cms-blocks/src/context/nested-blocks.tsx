import { createContext, useContext, type ReactNode } from 'react';

/**
 * How a block renders the blocks inside it (a page's body, a rich text's embedded blocks).
 * `StoryblokBlocks` provides it, so a block needs no import of the registry, which imports
 * every block.
 */
export const NestedBlocksContext = createContext<((blocks: unknown) => ReactNode) | null>(null);

/** The blocks inside a block, rendered as the enclosing `StoryblokBlocks` renders blocks. */
export function NestedBlocks({ blocks }: { blocks: unknown }) {
  const render = useContext(NestedBlocksContext);
  return render === null ? null : render(blocks);
}
