import type { ReactNode } from 'react';
import { useBlocks } from '../context/blocks-context';
import { reportOnce } from '../context/report-once';
import { resolveContentLink } from './resolve-link';
import type { LinkValue } from './fields';

export interface BlockLinkProps {
  link: LinkValue;
  children: ReactNode;
  className?: string;
  /** Class for the text shown when the link is missing or unsafe. Default: `className`. */
  textClassName?: string;
}

/**
 * A content link: internal targets through the app's `linkComponent` (client-side
 * navigation), external, mail and phone targets as `<a>`. A missing or unsafe link
 * renders its children as text, so a half-filled block still reads well.
 */
export function BlockLink({ link, children, className, textClassName }: BlockLinkProps) {
  const { linkComponent: LinkComponent, logger } = useBlocks();
  const resolved = resolveContentLink(link);
  if (resolved.status !== 'ok') {
    if (resolved.status === 'unsafe')
      reportOnce(logger, 'warn', link, 'Dropped an unsafe content link', { href: resolved.href });
    return <span className={textClassName ?? className}>{children}</span>;
  }
  if (resolved.external || !LinkComponent) {
    return (
      <a
        href={resolved.href}
        className={className}
        {...(resolved.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  }
  return (
    <LinkComponent to={resolved.href} className={className}>
      {children}
    </LinkComponent>
  );
}
