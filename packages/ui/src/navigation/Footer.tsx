import { footerCategories } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../lib/link';
import type { NavCategory } from './types';

export interface FooterColumn {
  id: string;
  title: string;
  links: readonly { id: string; name: string; href: string }[];
}

export interface FooterProps {
  /** The footer_navigation columns of the site settings. */
  columns: readonly FooterColumn[];
  /** Shop categories for the `Categories` column (collections dropped, shop-all first); omit to hide it. */
  categories?: readonly NavCategory[];
  /** The newsletter signup, e.g. `<NewsletterForm … />`. */
  newsletter?: ReactNode;
  /** The line at the very bottom (copyright, ABN). */
  legal?: ReactNode;
  renderLink?: RenderLink;
  className?: string;
}

/**
 * The site footer (behaviour.md#chrome): columns on desktop; on a phone each column folds
 * (sections toggle independently), with or without JavaScript.
 */
export function Footer({
  columns,
  categories,
  newsletter,
  legal,
  renderLink = defaultRenderLink,
  className,
}: FooterProps) {
  const all: FooterColumn[] = [
    ...(categories
      ? [
          {
            id: 'categories',
            title: 'Categories',
            links: footerCategories(categories).map((c) => ({
              id: c.id,
              name: c.name,
              href: c.href,
            })),
          },
        ]
      : []),
    ...columns,
  ];
  const baseId = useId();
  return (
    <footer data-slot="footer" className={cx('ui-footer', className)}>
      <div className="ui-footer__inner">
        {newsletter ? <div className="ui-footer__newsletter">{newsletter}</div> : null}
        <nav aria-label="Footer" className="ui-footer__nav">
          {all.map((column) => (
            <section
              key={column.id}
              className="ui-footer__column"
              aria-labelledby={`${baseId}-${column.id}`}
            >
              {/* The column's heading on wide screens; on a phone the summary below stands in. */}
              <h2 id={`${baseId}-${column.id}`} className="ui-footer__title">
                {column.title}
              </h2>
              {/* A native disclosure: it opens without JavaScript, each on its own, and its
                  links are rendered once for both layouts (navigation.css shows them open on
                  wide screens). */}
              <details className="ui-footer__fold">
                <summary className="ui-accordion__trigger ui-footer__summary">
                  <span>{column.title}</span>
                  <span aria-hidden="true" className="ui-accordion__icon" />
                </summary>
                <ul className="ui-footer__links">
                  {column.links.map((link) => (
                    <li key={link.id}>
                      {renderLink({
                        href: link.href,
                        className: 'ui-footer__link',
                        children: link.name,
                      })}
                    </li>
                  ))}
                </ul>
              </details>
            </section>
          ))}
        </nav>
        {legal ? <div className="ui-footer__legal">{legal}</div> : null}
      </div>
    </footer>
  );
}
