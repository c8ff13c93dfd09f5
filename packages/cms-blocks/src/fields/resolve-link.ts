import { contentLinkHref, type ContentLink } from '@shop/domain';
import { isExternalHref, safeHref } from './safe-url';

/** A content link resolved for rendering. */
export type ResolvedLink =
  | { status: 'ok'; href: string; external: boolean; newTab: boolean }
  /** Nothing to link to: the label renders as text. */
  | { status: 'missing' }
  /** A scheme outside the allow-list (`javascript:`, `data:`…): rendered as text and logged. */
  | { status: 'unsafe'; href: string };

interface LinkInput extends ContentLink {
  target?: string | null;
}

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Resolves a Storyblok multilink with domain's `contentLinkHref` (behaviour.md#links),
 * then checks the result against the safe schemes. An empty link (Storyblok sends
 * `{ linktype: 'story', cached_url: '' }` for an unset field) is `missing`, not `/`.
 */
export function resolveContentLink(link: LinkInput | null | undefined): ResolvedLink {
  if (!link) return { status: 'missing' };
  const hasTarget =
    filled(link.cached_url) ||
    filled(link.url) ||
    filled(link.email) ||
    filled(link.story?.path) ||
    filled(link.story?.full_slug);
  if (!hasTarget) return { status: 'missing' };
  const href = contentLinkHref(link);
  const safe = safeHref(href);
  if (safe === null) return { status: 'unsafe', href };
  return {
    status: 'ok',
    href: safe,
    external: isExternalHref(safe),
    newTab: link.target === '_blank',
  };
}
