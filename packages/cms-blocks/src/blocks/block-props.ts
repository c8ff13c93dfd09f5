import type { BlockComponentName } from '../block-names';
import type { BlockData } from './schemas';

/** The props of a block component: its fields, already parsed by its schema. */
export interface BlockProps<N extends BlockComponentName> {
  blok: BlockData<N>;
}
