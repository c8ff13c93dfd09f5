import { useId } from 'react';
import { BlockImage } from '../fields/BlockImage';
import { Cta } from '../fields/Cta';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';

/** A full-width photograph with a headline and one call to action over it. */
export function FullImageCta({ blok }: BlockProps<'full_image_cta'>) {
  const titleId = useId();
  return (
    <BlockRoot
      blok={blok}
      className="cms-full-cta"
      aria-labelledby={blok.title ? titleId : undefined}
    >
      {blok.image.src ? (
        <BlockImage image={blok.image} className="cms-full-cta__image" width={1280} sizes="100vw" />
      ) : (
        <div className="cms-full-cta__image cms-image-placeholder" aria-hidden="true" />
      )}
      <div className="cms-full-cta__content" data-align={blok.align}>
        <Heading id={titleId} className="cms-full-cta__title">
          {blok.title}
        </Heading>
        {blok.text ? <p className="cms-full-cta__text">{blok.text}</p> : null}
        <div className="cms-actions">
          <Cta label={blok.cta_label} link={blok.cta_link} size="lg" />
        </div>
      </div>
    </BlockRoot>
  );
}
