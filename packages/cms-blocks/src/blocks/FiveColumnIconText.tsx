import { useId } from 'react';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';
import { IconGrid } from './IconGrid';

/** A band of five icon-and-text columns (e.g. the trade benefits); more items wrap to a new row. */
export function FiveColumnIconText({ blok }: BlockProps<'five_column_icon_text'>) {
  const titleId = useId();
  return (
    <BlockRoot
      blok={blok}
      className="cms-section cms-section--muted"
      aria-labelledby={blok.title ? titleId : undefined}
    >
      <Heading id={titleId} className="cms-title cms-title--center">
        {blok.title}
      </Heading>
      <IconGrid items={blok.items} columns={5} />
    </BlockRoot>
  );
}
