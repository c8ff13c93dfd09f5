import { useId } from 'react';
import { BlockImage } from '../fields/BlockImage';
import { Cta } from '../fields/Cta';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';

/** The home page hero: a full-width photograph with the headline and up to two calls to action. */
export function HomeHero({ blok }: BlockProps<'home_hero'>) {
  const titleId = useId();
  return (
    <BlockRoot
      blok={blok}
      className="cms-home-hero"
      aria-labelledby={blok.title ? titleId : undefined}
    >
      {blok.image.src ? (
        <BlockImage
          image={blok.image}
          className="cms-home-hero__image"
          width={1280}
          sizes="100vw"
          loading="eager"
          fetchPriority="high"
        />
      ) : (
        <div className="cms-home-hero__image cms-image-placeholder" aria-hidden="true" />
      )}
      <div className="cms-home-hero__content">
        <Heading id={titleId} level={1} className="cms-home-hero__title">
          {blok.title}
        </Heading>
        {blok.subtitle ? <p className="cms-home-hero__subtitle">{blok.subtitle}</p> : null}
        <div className="cms-actions">
          <Cta label={blok.cta_label} link={blok.cta_link} size="lg" />
          <Cta
            label={blok.secondary_cta_label}
            link={blok.secondary_cta_link}
            variant="secondary"
            size="lg"
          />
        </div>
      </div>
    </BlockRoot>
  );
}
