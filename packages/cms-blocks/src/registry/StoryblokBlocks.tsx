import { useBlocks } from '../context/blocks-context';
import { renderBlock } from './render-block';

export interface StoryblokBlocksProps {
  /** A story's `content` (one block, e.g. a `page`) or a list of blocks (a `body` field). */
  blocks: unknown;
}

/** Renders Storyblok content with the mode and logger of the nearest `BlocksProvider`. */
export function StoryblokBlocks({ blocks }: StoryblokBlocksProps) {
  const { mode, logger } = useBlocks();
  if (blocks === null || blocks === undefined) return null;
  const list: unknown[] = Array.isArray(blocks) ? blocks : [blocks];
  return (
    <>
      {list.map((blok, index) => {
        const uid =
          typeof blok === 'object' && blok !== null ? (blok as { _uid?: unknown })._uid : undefined;
        return renderBlock(blok, {
          mode,
          logger,
          key: typeof uid === 'string' && uid !== '' ? uid : index,
        });
      })}
    </>
  );
}
