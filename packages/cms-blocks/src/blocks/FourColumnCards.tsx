import { useId } from 'react';
import { BlockImage } from '../fields/BlockImage';
import { BlockLink } from '../fields/BlockLink';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';

/** Four cards (e.g. featured ranges), each an image, a title, a line of text and a link. */
export function FourColumnCards({ blok }: BlockProps<'four_column_cards'>) {
  const titleId = useId();
  return (
    <BlockRoot
      blok={blok}
      className="cms-section"
      aria-labelledby={blok.title ? titleId : undefined}
    >
      <Heading id={titleId} className="cms-title">
        {blok.title}
      </Heading>
      {blok.cards.length > 0 ? (
        <ul className="cms-cards">
          {blok.cards.map((card) => (
            <li key={card._uid} className="cms-card">
              <BlockImage
                image={card.image}
                fallbackAlt={card.title}
                className="cms-card__image"
                width={400}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              />
              <div className="cms-card__body">
                {card.title ? <h3 className="cms-card__title">{card.title}</h3> : null}
                {card.text ? <p className="cms-card__text">{card.text}</p> : null}
                {card.link_label ? (
                  <BlockLink link={card.link} className="cms-text-link">
                    {card.link_label}
                  </BlockLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </BlockRoot>
  );
}
