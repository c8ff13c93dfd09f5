import type { BlocksMode } from '../context/blocks-context';

/**
 * The attributes the Storyblok visual editor's bridge looks for to outline a block and
 * open it on click. Storyblok sends `_editable` as an HTML comment,
 * `<!--#storyblok#{"name":"home_hero","space":"1","uid":"abc","id":"42"}-->`; the bridge
 * reads `data-blok-c` (that JSON) and `data-blok-uid` (`{id}-{uid}`), as `@storyblok/js`'s
 * `storyblokEditable` writes them. Only in draft mode: published pages carry nothing.
 */
export interface EditableAttributes {
  'data-blok-c'?: string;
  'data-blok-uid'?: string;
  className?: string;
}

const PREFIX = '<!--#storyblok#';
const SUFFIX = '-->';

export function editableAttributes(
  editable: string | null | undefined,
  mode: BlocksMode,
): EditableAttributes {
  if (mode !== 'draft' || typeof editable !== 'string') return {};
  const start = editable.indexOf(PREFIX);
  const end = editable.lastIndexOf(SUFFIX);
  if (start === -1 || end <= start) return {};
  const json = editable.slice(start + PREFIX.length, end);
  try {
    const options: unknown = JSON.parse(json);
    if (typeof options !== 'object' || options === null) return {};
    const { id, uid } = options as { id?: unknown; uid?: unknown };
    if (typeof uid !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) return {};
    return {
      'data-blok-c': JSON.stringify(options),
      'data-blok-uid': `${String(id)}-${uid}`,
      className: 'storyblok__outline',
    };
  } catch {
    return {};
  }
}
