import { useId } from 'react';
import { BlockImage, SPLIT_IMAGE_SIZES, SPLIT_IMAGE_WIDTH } from '../fields/BlockImage';
import { Cta } from '../fields/Cta';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';
import { RichText } from '../rich-text/RichText';

/** An image beside rich text that ends in a call to action (e.g. "Apply for a trade account"). */
export function ImageContentCta({ blok }: BlockProps<'image_content_cta'>) {
  const titleId = useId();
  return (
    <BlockRoot
      blok={blok}
      className="cms-split cms-split--cta"
      aria-labelledby={blok.title ? titleId : undefined}
    >
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
          <Heading id={titleId} className="cms-title">
            {blok.title}
          </Heading>
          <RichText document={blok.text} />
          <div className="cms-actions">
            <Cta label={blok.cta_label} link={blok.cta_link} />
          </div>
        </div>
      </div>
    </BlockRoot>
  );
}
