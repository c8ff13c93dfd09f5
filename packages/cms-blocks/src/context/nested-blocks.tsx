import { createContext, useContext, type ComponentType } from 'react';

/**
 * How a block renders the blocks inside it (a page's body, a rich text's embedded blocks).
 * `StoryblokBlocks` provides itself here, so a block needs no import of the registry, which
 * imports every block.
 */
export const NestedBlocksContext = createContext<ComponentType<{ blocks: unknown }> | null>(null);

/** The blocks inside a block, rendered as the enclosing `StoryblokBlocks` renders blocks. */
export function NestedBlocks({ blocks }: { blocks: unknown }) {
  const Render = useContext(NestedBlocksContext);
  return Render === null ? null : <Render blocks={blocks} />;
}
