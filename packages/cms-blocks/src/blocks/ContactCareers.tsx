import { useId } from 'react';
import { BlockImage, SPLIT_IMAGE_SIZES, SPLIT_IMAGE_WIDTH } from '../fields/BlockImage';
import { BlockLink } from '../fields/BlockLink';
import { Cta } from '../fields/Cta';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';
import { RichText } from '../rich-text/RichText';

/** Careers on the contact page: a short pitch, the recruitment address and a link to open roles. */
export function ContactCareers({ blok }: BlockProps<'contact_careers'>) {
  const titleId = useId();
  return (
    <BlockRoot blok={blok} className="cms-split" aria-labelledby={blok.title ? titleId : undefined}>
      <div className="cms-split__inner" data-image-position="right">
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
          {blok.email ? (
            <p className="cms-contact-line">
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
            </p>
          ) : null}
          <div className="cms-actions">
            <Cta label={blok.cta_label} link={blok.cta_link} variant="secondary" />
          </div>
        </div>
      </div>
    </BlockRoot>
  );
}
