import { useId } from 'react';
import { BlockImage } from '../fields/BlockImage';
import { BlockLink } from '../fields/BlockLink';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';

/** Ways to reach the team: an icon, a title, a line of text and an optional link for each. */
export function ContactIconText({ blok }: BlockProps<'contact_icon_text'>) {
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
      {blok.items.length > 0 ? (
        <ul className="cms-icon-grid" data-columns={3}>
          {blok.items.map((item) => (
            <li key={item._uid} className="cms-icon-grid__item">
              {item.icon.src ? (
                <BlockImage
                  image={{ src: item.icon.src, alt: '' }}
                  className="cms-icon"
                  responsive={false}
                />
              ) : null}
              {item.title ? <h3 className="cms-icon-grid__title">{item.title}</h3> : null}
              {item.text ? <p className="cms-icon-grid__text cms-preline">{item.text}</p> : null}
              {item.link_label ? (
                <BlockLink link={item.link} className="cms-text-link">
                  {item.link_label}
                </BlockLink>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </BlockRoot>
  );
}
