import { useId } from 'react';
import { BlockImage, SPLIT_IMAGE_SIZES, SPLIT_IMAGE_WIDTH } from '../fields/BlockImage';
import { Cta } from '../fields/Cta';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';
import { RichText } from '../rich-text/RichText';

/** A story about the company: text beside a photograph, the image on the side the editor picks. */
export function AboutWithImage({ blok }: BlockProps<'about_with_image'>) {
  const titleId = useId();
  return (
    <BlockRoot blok={blok} className="cms-split" aria-labelledby={blok.title ? titleId : undefined}>
      <div className="cms-split__inner" data-image-position={blok.image_position}>
        <div className="cms-split__media">
          <BlockImage
            image={blok.image}
            className="cms-split__image"
            width={SPLIT_IMAGE_WIDTH}
            sizes={SPLIT_IMAGE_SIZES}
          />
        </div>
        <div className="cms-split__body">
          {blok.eyebrow ? <p className="cms-eyebrow">{blok.eyebrow}</p> : null}
          <Heading id={titleId} className="cms-title">
            {blok.title}
          </Heading>
          <RichText document={blok.text} />
          <div className="cms-actions">
            <Cta label={blok.cta_label} link={blok.cta_link} variant="secondary" />
          </div>
        </div>
      </div>
    </BlockRoot>
  );
}
