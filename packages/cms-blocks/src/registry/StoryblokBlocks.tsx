import { useBlocks } from '../context/blocks-context';
import { LeadBlockContext, useLeadBlock } from '../context/lead-block';
import { NestedBlocksContext } from '../context/nested-blocks';
import { renderBlock } from './render-block';

export interface StoryblokBlocksProps {
  /** A story's `content` (one block, e.g. a `page`) or a list of blocks (a `body` field). */
  blocks: unknown;
}

/**
 * Renders Storyblok content with the mode and logger of the nearest `BlocksProvider`; the
 * first block of a leading list leads in turn (`useLeadBlock`). Blocks inside blocks render
 * through it too (`NestedBlocks`).
 */
export function StoryblokBlocks({ blocks }: StoryblokBlocksProps) {
  const { mode, logger } = useBlocks();
  const lead = useLeadBlock();
  if (blocks === null || blocks === undefined) return null;
  const list: unknown[] = Array.isArray(blocks) ? blocks : [blocks];
  return (
    <NestedBlocksContext value={renderNested}>
      {list.map((blok, index) => {
        const uid =
          typeof blok === 'object' && blok !== null ? (blok as { _uid?: unknown })._uid : undefined;
        return (
          <LeadBlockContext.Provider
            key={typeof uid === 'string' && uid !== '' ? uid : index}
            value={lead && index === 0}
          >
            {renderBlock(blok, { mode, logger })}
          </LeadBlockContext.Provider>
        );
      })}
    </NestedBlocksContext>
  );
}

function renderNested(blocks: unknown) {
  return <StoryblokBlocks blocks={blocks} />;
}
