import { z } from 'zod';
import type { BlockComponentName } from '../block-names';
import {
  blockBase,
  blocksField,
  choiceField,
  imageField,
  imageListField,
  itemsField,
  linkField,
  richTextField,
  textField,
} from '../fields/fields';

// The fields of each block, as the Storyblok space defines them. Every field falls back
// on its own (see fields.ts); only a block that is not an object at all fails to parse.

const cta = { cta_label: textField, cta_link: linkField };
const side = choiceField(['left', 'right'], 'left');

export const homeHeroSchema = z.object({
  ...blockBase,
  title: textField,
  subtitle: textField,
  image: imageField,
  ...cta,
  secondary_cta_label: textField,
  secondary_cta_link: linkField,
});

export const aboutWithImageSchema = z.object({
  ...blockBase,
  eyebrow: textField,
  title: textField,
  text: richTextField,
  image: imageField,
  image_position: side,
  ...cta,
});

export const aboutWithIconsSchema = z.object({
  ...blockBase,
  title: textField,
  text: richTextField,
  items: itemsField({ icon: imageField, title: textField, text: textField }),
});

export const contactCareersSchema = z.object({
  ...blockBase,
  title: textField,
  text: richTextField,
  email: textField,
  image: imageField,
  ...cta,
});

export const contactFormSchema = z.object({
  ...blockBase,
  title: textField,
  intro: textField,
  submit_label: textField,
  success_message: textField,
});

export const contactHeroSchema = z.object({
  ...blockBase,
  title: textField,
  subtitle: textField,
  image: imageField,
  phone: textField,
  email: textField,
  address: textField,
});

export const contactIconTextSchema = z.object({
  ...blockBase,
  title: textField,
  items: itemsField({
    icon: imageField,
    title: textField,
    text: textField,
    link_label: textField,
    link: linkField,
  }),
});

export const fiveColumnIconTextSchema = z.object({
  ...blockBase,
  title: textField,
  items: itemsField({ icon: imageField, title: textField, text: textField }),
});

export const fourColumnCardsSchema = z.object({
  ...blockBase,
  title: textField,
  cards: itemsField({
    image: imageField,
    title: textField,
    text: textField,
    link_label: textField,
    link: linkField,
  }),
});

export const fullImageCtaSchema = z.object({
  ...blockBase,
  title: textField,
  text: textField,
  image: imageField,
  align: choiceField(['left', 'center'], 'center'),
  ...cta,
});

export const imageContentCtaSchema = z.object({
  ...blockBase,
  title: textField,
  text: richTextField,
  image: imageField,
  image_position: side,
  ...cta,
});

export const orderConfirmationContentSchema = z.object({
  ...blockBase,
  title: textField,
  text: richTextField,
  steps: itemsField({ title: textField, text: textField }),
  ...cta,
});

export const pageSchema = z.object({
  ...blockBase,
  body: blocksField,
});

export const registerFormSchema = z.object({
  ...blockBase,
  title: textField,
  intro: richTextField,
  submit_label: textField,
  success_message: textField,
});

export const richTextSchema = z.object({
  ...blockBase,
  content: richTextField,
  width: choiceField(['narrow', 'wide'], 'narrow'),
});

export const sixColumnImagesSchema = z.object({
  ...blockBase,
  title: textField,
  images: imageListField,
  ...cta,
});

/** The field schema of every block, by Storyblok component name. */
export const BLOCK_SCHEMAS = {
  about_with_image: aboutWithImageSchema,
  about_with_icons: aboutWithIconsSchema,
  contact_careers: contactCareersSchema,
  contact_form: contactFormSchema,
  contact_hero: contactHeroSchema,
  contact_icon_text: contactIconTextSchema,
  five_column_icon_text: fiveColumnIconTextSchema,
  four_column_cards: fourColumnCardsSchema,
  full_image_cta: fullImageCtaSchema,
  home_hero: homeHeroSchema,
  image_content_cta: imageContentCtaSchema,
  order_confirmation_content: orderConfirmationContentSchema,
  page: pageSchema,
  register_form: registerFormSchema,
  rich_text: richTextSchema,
  six_column_images: sixColumnImagesSchema,
} as const satisfies Record<BlockComponentName, z.ZodType>;

export type BlockSchemas = typeof BLOCK_SCHEMAS;
/** The parsed fields of a block, e.g. `BlockData<'home_hero'>`. */
export type BlockData<N extends BlockComponentName> = z.output<BlockSchemas[N]>;
