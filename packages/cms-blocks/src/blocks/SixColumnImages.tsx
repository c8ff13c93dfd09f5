import { useId } from 'react';
import { BlockImage } from '../fields/BlockImage';
import { Cta } from '../fields/Cta';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';

/** A row of six images (e.g. the factories' logos), with an optional link below. */
export function SixColumnImages({ blok }: BlockProps<'six_column_images'>) {
  const titleId = useId();
  return (
    <BlockRoot
      blok={blok}
      className="cms-section"
      aria-labelledby={blok.title ? titleId : undefined}
    >
      <Heading id={titleId} className="cms-title cms-title--center">
        {blok.title}
      </Heading>
      {blok.images.length > 0 ? (
        <ul className="cms-image-row">
          {blok.images.map((image, index) => (
            <li key={`${String(index)}-${image.src ?? ''}`} className="cms-image-row__item">
              <BlockImage image={image} className="cms-image-row__image" responsive={false} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="cms-actions cms-actions--center">
        <Cta label={blok.cta_label} link={blok.cta_link} variant="link" />
      </div>
    </BlockRoot>
  );
}
