import { cx } from 'class-variance-authority';
import { defaultRenderLink, type RenderLink } from '../lib/link';

export interface BreadcrumbItem {
  label: string;
  /** Leave out for the current page (the last crumb). */
  href?: string | null;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  renderLink?: RenderLink;
  className?: string;
}

/** The trail to the current page; the last crumb is the page itself (`aria-current`). */
export function Breadcrumbs({
  items,
  renderLink = defaultRenderLink,
  className,
}: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav
      aria-label="Breadcrumb"
      data-slot="breadcrumbs"
      className={cx('ui-breadcrumbs', className)}
    >
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${String(index)}-${item.label}`}>
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                renderLink({ href: item.href, children: item.label })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
