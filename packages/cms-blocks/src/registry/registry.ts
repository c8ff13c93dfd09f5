import type { ComponentType } from 'react';
import type { BlockComponentName } from '../block-names';
import { AboutWithIcons } from '../blocks/AboutWithIcons';
import { AboutWithImage } from '../blocks/AboutWithImage';
import { ContactCareers } from '../blocks/ContactCareers';
import { ContactForm } from '../blocks/ContactForm';
import { ContactHero } from '../blocks/ContactHero';
import { ContactIconText } from '../blocks/ContactIconText';
import { FiveColumnIconText } from '../blocks/FiveColumnIconText';
import { FourColumnCards } from '../blocks/FourColumnCards';
import { FullImageCta } from '../blocks/FullImageCta';
import { HomeHero } from '../blocks/HomeHero';
import { ImageContentCta } from '../blocks/ImageContentCta';
import { OrderConfirmationContent } from '../blocks/OrderConfirmationContent';
import { Page } from '../blocks/Page';
import { RegisterForm } from '../blocks/RegisterForm';
import { RichTextBlock } from '../blocks/RichTextBlock';
import { SixColumnImages } from '../blocks/SixColumnImages';
import type { BlockProps } from '../blocks/block-props';

export type { BlockProps };

export type BlockRegistry = { readonly [N in BlockComponentName]: ComponentType<BlockProps<N>> };

/** Every Storyblok component name the storefront renders, mapped to its React component. */
export const BLOCK_COMPONENTS: BlockRegistry = {
  about_with_image: AboutWithImage,
  about_with_icons: AboutWithIcons,
  contact_careers: ContactCareers,
  contact_form: ContactForm,
  contact_hero: ContactHero,
  contact_icon_text: ContactIconText,
  five_column_icon_text: FiveColumnIconText,
  four_column_cards: FourColumnCards,
  full_image_cta: FullImageCta,
  home_hero: HomeHero,
  image_content_cta: ImageContentCta,
  order_confirmation_content: OrderConfirmationContent,
  page: Page,
  register_form: RegisterForm,
  rich_text: RichTextBlock,
  six_column_images: SixColumnImages,
};
