import { useId } from 'react';
import { BlockImage, SPLIT_IMAGE_SIZES, SPLIT_IMAGE_WIDTH } from '../fields/BlockImage';
import { BlockLink } from '../fields/BlockLink';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';

/** The contact page hero: headline, photograph and the trade desk's phone, email and showroom. */
export function ContactHero({ blok }: BlockProps<'contact_hero'>) {
  const titleId = useId();
  const phone = blok.phone.replace(/[^\d+]/g, '');
  return (
    <BlockRoot
      blok={blok}
      className="cms-contact-hero"
      aria-labelledby={blok.title ? titleId : undefined}
    >
      <div className="cms-contact-hero__body">
        <Heading id={titleId} level={1} className="cms-contact-hero__title">
          {blok.title}
        </Heading>
        {blok.subtitle ? <p className="cms-lead">{blok.subtitle}</p> : null}
        <dl className="cms-contact-hero__details">
          {blok.phone ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <BlockLink
                  link={{
                    linktype: 'url',
                    url: `tel:${phone}`,
                    cached_url: null,
                    email: null,
                    target: null,
                    story: null,
                  }}
                >
                  {blok.phone}
                </BlockLink>
              </dd>
            </div>
          ) : null}
          {blok.email ? (
            <div>
              <dt>Email</dt>
              <dd>
                <BlockLink
                  link={{
                    linktype: 'email',
                    email: blok.email,
                    cached_url: null,
                    url: null,
                    target: null,
                    story: null,
                  }}
                >
                  {blok.email}
                </BlockLink>
              </dd>
            </div>
          ) : null}
          {blok.address ? (
            <div>
              <dt>Showroom</dt>
              <dd className="cms-preline">{blok.address}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="cms-contact-hero__media">
        <BlockImage
          image={blok.image}
          className="cms-contact-hero__image"
          width={SPLIT_IMAGE_WIDTH}
          sizes={SPLIT_IMAGE_SIZES}
          loading="eager"
        />
      </div>
    </BlockRoot>
  );
}
