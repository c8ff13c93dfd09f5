import { visibleLinks } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { defaultRenderLink, type RenderLink } from '../lib/link';
import type { NavLink } from './types';

export interface AlertBarProps {
  links: readonly NavLink[];
  loggedIn: boolean;
  renderLink?: RenderLink;
  className?: string;
}

/** The strip of announcement links above the header (behaviour.md#chrome). */
export function AlertBar({
  links,
  loggedIn,
  renderLink = defaultRenderLink,
  className,
}: AlertBarProps) {
  const visible = visibleLinks(links, loggedIn);
  if (visible.length === 0) return null;
  return (
    <nav aria-label="Announcements" data-slot="alert-bar" className={cx('ui-alert-bar', className)}>
      <ul className="ui-alert-bar__list">
        {visible.map((link) => (
          <li key={link.id}>
            {renderLink({ href: link.href, className: 'ui-alert-bar__link', children: link.name })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
