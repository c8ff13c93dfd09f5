/**
 * The Storyblok component names of the content blocks a page can hold
 * (behaviour.md#content-blocks). The registry that maps each one to a React
 * component arrives with the cms-blocks issue; the names are fixed here so content
 * tooling can validate stories against them today.
 */
export const BLOCK_COMPONENT_NAMES = [
  'about_with_image',
  'about_with_icons',
  'contact_careers',
  'contact_form',
  'contact_hero',
  'contact_icon_text',
  'five_column_icon_text',
  'four_column_cards',
  'full_image_cta',
  'home_hero',
  'image_content_cta',
  'order_confirmation_content',
  'page',
  'register_form',
  'rich_text',
  'six_column_images',
] as const;

export type BlockComponentName = (typeof BLOCK_COMPONENT_NAMES)[number];

const known: ReadonlySet<string> = new Set(BLOCK_COMPONENT_NAMES);

/** Whether a story's `component` field names one of the blocks the storefront renders. */
export function isKnownBlock(component: unknown): component is BlockComponentName {
  return typeof component === 'string' && known.has(component);
}
