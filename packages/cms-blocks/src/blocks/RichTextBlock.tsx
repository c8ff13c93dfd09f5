import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';
import { RichText } from '../rich-text/RichText';

/** Free editorial text (terms, shipping information), sanitised rich text in a readable column. */
export function RichTextBlock({ blok }: BlockProps<'rich_text'>) {
  return (
    <BlockRoot blok={blok} as="div" className="cms-section cms-rich-text-block">
      <div data-width={blok.width} className="cms-rich-text-block__column">
        <RichText document={blok.content} />
      </div>
    </BlockRoot>
  );
}
