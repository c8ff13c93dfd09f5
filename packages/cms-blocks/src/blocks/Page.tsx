import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from '../registry/registry';
import { StoryblokBlocks } from '../registry/StoryblokBlocks';

/** A generic content page (`/{slug}`): its `body` of nested blocks, in order. */
export function Page({ blok }: BlockProps<'page'>) {
  return (
    <BlockRoot blok={blok} as="div" className="cms-page">
      <StoryblokBlocks blocks={blok.body} />
    </BlockRoot>
  );
}
