import { linkField, type LinkValue } from '../fields/fields';

/**
 * A rich-text link mark's attrs (`{ href, linktype, anchor, target, story }`) as the
 * multilink shape domain's `contentLinkHref` reads.
 */
export function richTextLink(attrs: unknown): LinkValue {
  if (typeof attrs !== 'object' || attrs === null) return null;
  // The same attrs give the same link object, so a dropped link is reported once, not per render.
  const cached = cache.get(attrs);
  if (cached !== undefined) return cached;
  const link = toLink(attrs);
  cache.set(attrs, link);
  return link;
}

const cache = new WeakMap<object, LinkValue>();

function toLink(attrs: object): LinkValue {
  const { href, linktype, anchor, target, story } = attrs as Record<string, unknown>;
  const url = typeof href === 'string' ? href : '';
  const hash = typeof anchor === 'string' && anchor !== '' ? `#${anchor}` : '';
  if (linktype === 'email') return linkField.parse({ linktype: 'email', email: url, target });
  if (linktype === 'url' || linktype === 'asset' || linktype === undefined) {
    return linkField.parse({ linktype: 'url', url: `${url}${hash}`, target });
  }
  return linkField.parse({ linktype: 'story', cached_url: `${url}${hash}`, story, target });
}
