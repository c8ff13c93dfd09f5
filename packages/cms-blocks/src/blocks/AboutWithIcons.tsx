import { useId } from 'react';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';
import { RichText } from '../rich-text/RichText';
import { IconGrid } from './IconGrid';

/** The company's strengths: an introduction, then an icon for each point. */
export function AboutWithIcons({ blok }: BlockProps<'about_with_icons'>) {
  const titleId = useId();
  return (
    <BlockRoot
      blok={blok}
      className="cms-section"
      aria-labelledby={blok.title ? titleId : undefined}
    >
      <div className="cms-section__intro">
        <Heading id={titleId} className="cms-title">
          {blok.title}
        </Heading>
        <RichText document={blok.text} />
      </div>
      <IconGrid items={blok.items} columns={3} />
    </BlockRoot>
  );
}
