import { cx } from 'class-variance-authority';
import { defaultRenderLink, type RenderLink } from '../lib/link';

export interface CategoryListItem {
  name: string;
  href: string;
  /** Shown after the name when given. */
  productCount?: number | null;
}

export interface CategoryListProps {
  items: readonly CategoryListItem[];
  /** The list's accessible name and heading. Default `Categories`. */
  title?: string;
  renderLink?: RenderLink;
  className?: string;
}

/** Links to sub-categories (or top-level categories), with their product counts. */
export function CategoryList({
  items,
  title = 'Categories',
  renderLink = defaultRenderLink,
  className,
}: CategoryListProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={title} data-slot="category-list" className={cx('ui-category-list', className)}>
      <h2 className="ui-category-list__title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            {renderLink({
              href: item.href,
              className: 'ui-category-list__link',
              children: (
                <>
                  <span>{item.name}</span>{' '}
                  {typeof item.productCount === 'number' ? (
                    <span className="ui-category-list__count">
                      {item.productCount} <span className="ui-visually-hidden">products</span>
                    </span>
                  ) : null}
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
