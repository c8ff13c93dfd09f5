import { NestedBlocks } from '../context/nested-blocks';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';

/** A generic content page (`/{slug}`): its `body` of nested blocks, in order. */
export function Page({ blok }: BlockProps<'page'>) {
  return (
    <BlockRoot blok={blok} as="div" className="cms-page">
      <NestedBlocks blocks={blok.body} />
    </BlockRoot>
  );
}
