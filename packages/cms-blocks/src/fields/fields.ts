import { z } from 'zod';
import { safeImageSrc } from './safe-url';

// Field schemas shared by every block. Each one falls back (`.catch`) instead of failing,
// so one wrong field never takes a whole block, let alone a page, down. Objects are
// `z.object`, which drops fields it does not know: extra content is ignored.

/** Plain text; anything that is not a string reads as `''`. */
export const textField = z.string().trim().catch('');

/** A choice of `values`, or `fallback` when missing or unknown. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z.enum(values).catch(fallback);
}

/** An image field's value, ready to render: `src` is `null` when missing or unsafe (the block shows its fallback). */
export interface ImageValue {
  src: string | null;
  alt: string;
}

/** A Storyblok asset field (`{ filename, alt, … }`); a `javascript:`/`data:` filename reads as missing. */
export const imageField = z
  .object({
    filename: z.string().nullish().catch(null),
    alt: z.string().nullish().catch(null),
  })
  .nullish()
  .catch(null)
  .transform((asset): ImageValue => ({
    src: safeImageSrc(asset?.filename),
    alt: asset?.alt?.trim() ?? '',
  }));

/** A Storyblok multi-asset field: the images in order, missing ones dropped. */
export const imageListField = z
  .array(z.unknown())
  .catch([])
  .transform((assets) =>
    assets.map((asset) => imageField.parse(asset)).filter((image) => image.src !== null),
  );

/** A Storyblok multilink as the content delivery API sends it (with `resolve_links`). */
export const linkField = z
  .object({
    linktype: z.string().nullish().catch(null),
    cached_url: z.string().nullish().catch(null),
    url: z.string().nullish().catch(null),
    email: z.string().nullish().catch(null),
    target: z.string().nullish().catch(null),
    story: z
      .object({
        path: z.string().nullish().catch(null),
        full_slug: z.string().nullish().catch(null),
        content: z
          .object({
            component: z.string().nullish().catch(null),
            path: z.string().nullish().catch(null),
          })
          .nullish()
          .catch(null),
      })
      .nullish()
      .catch(null),
  })
  .nullish()
  .catch(null);

export type LinkValue = z.output<typeof linkField>;

/** Storyblok rich text (a `doc` node) or a legacy plain string; read defensively by `RichText`. */
export const richTextField = z.unknown().optional();

/** A list of nested blocks (a `blocks` field); anything else reads as empty. */
export const blocksField = z.array(z.unknown()).catch([]);

/**
 * A list of nested items, each parsed on its own: an item that is not an object is
 * dropped, the rest of the list still renders. Items without `_uid` get their index.
 */
export function itemsField<T extends z.ZodRawShape>(shape: T) {
  const item = z.object(shape);
  type Item = z.output<typeof item> & { _uid: string };
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((raw, index): Item[] => {
        const parsed = item.safeParse(raw);
        if (!parsed.success) return [];
        const uid = (raw as { _uid?: unknown })._uid;
        return [
          { ...parsed.data, _uid: typeof uid === 'string' && uid !== '' ? uid : String(index) },
        ];
      }),
    );
}

/** The fields every Storyblok block carries. */
export const blockBase = {
  _uid: z.string().catch(''),
  component: z.string(),
  _editable: z.string().nullish().catch(null),
};
