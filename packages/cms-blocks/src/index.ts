// Public API of @shop/cms-blocks: every export named, types exported as types.

export { BLOCK_COMPONENT_NAMES, isKnownBlock } from './block-names';
export type { BlockComponentName } from './block-names';

// Registry and rendering
export { BLOCK_COMPONENTS } from './registry/registry';
export type { BlockProps, BlockRegistry } from './registry/registry';
export { renderBlock } from './registry/render-block';
export type { RenderBlockOptions } from './registry/render-block';
export { StoryblokBlocks } from './registry/StoryblokBlocks';
export type { StoryblokBlocksProps } from './registry/StoryblokBlocks';

// Blocks
export { AboutWithIcons } from './blocks/AboutWithIcons';
export { AboutWithImage } from './blocks/AboutWithImage';
export { ContactCareers } from './blocks/ContactCareers';
export { ContactForm } from './blocks/ContactForm';
export { ContactHero } from './blocks/ContactHero';
export { ContactIconText } from './blocks/ContactIconText';
export { FiveColumnIconText } from './blocks/FiveColumnIconText';
export { FourColumnCards } from './blocks/FourColumnCards';
export { FullImageCta } from './blocks/FullImageCta';
export { HomeHero } from './blocks/HomeHero';
export { ImageContentCta } from './blocks/ImageContentCta';
export { OrderConfirmationContent } from './blocks/OrderConfirmationContent';
export { Page } from './blocks/Page';
export { RegisterForm } from './blocks/RegisterForm';
export { RichTextBlock } from './blocks/RichTextBlock';
export { SixColumnImages } from './blocks/SixColumnImages';

// Field schemas
export {
  BLOCK_SCHEMAS,
  aboutWithIconsSchema,
  aboutWithImageSchema,
  contactCareersSchema,
  contactFormSchema,
  contactHeroSchema,
  contactIconTextSchema,
  fiveColumnIconTextSchema,
  fourColumnCardsSchema,
  fullImageCtaSchema,
  homeHeroSchema,
  imageContentCtaSchema,
  orderConfirmationContentSchema,
  pageSchema,
  registerFormSchema,
  richTextSchema,
  sixColumnImagesSchema,
} from './blocks/schemas';
export type { BlockData, BlockSchemas } from './blocks/schemas';
export { compactContent } from './fields/compact-content';
export { imageField, imageListField, linkField, richTextField, textField } from './fields/fields';
export type { ImageValue, LinkValue } from './fields/fields';

// Provider, links, images, rich text
export { BlocksProvider, useBlocks } from './context/blocks-context';
export type {
  BlocksContextValue,
  BlocksLinkProps,
  BlocksMode,
  BlocksProviderProps,
} from './context/blocks-context';
export { LeadBlockContext, useLeadBlock } from './context/lead-block';
export { OrderSummaryContext, useOrderSummary } from './context/order-summary';
export { consoleLogger } from './context/logger';
export type { BlocksLogger } from './context/logger';
export type {
  ContactFormValues,
  ContactSubmitHandler,
  FormSubmitResult,
  NewsletterSubmitHandler,
  RegisterSubmitHandler,
} from './context/form-handlers';
export { resolveContentLink } from './fields/resolve-link';
export type { ResolvedLink } from './fields/resolve-link';
export { isExternalHref, safeHref, safeImageSrc } from './fields/safe-url';
export { editableAttributes } from './fields/editable';
export type { EditableAttributes } from './fields/editable';
export { BlockLink } from './fields/BlockLink';
export type { BlockLinkProps } from './fields/BlockLink';
export { BlockImage } from './fields/BlockImage';
export type { BlockImageProps } from './fields/BlockImage';
export { RichText, hasRichText } from './rich-text/RichText';
export type { RichTextProps } from './rich-text/RichText';

// Forms
export { contactFormValuesSchema } from './forms/contact-form-schema';
export { registrationFormSchema } from './forms/registration-values';
export { FORM_UNAVAILABLE_MESSAGE } from './forms/use-schema-form';
export { NewsletterSignup } from './forms/NewsletterSignup';
export type { NewsletterSignupProps } from './forms/NewsletterSignup';

// Site settings
export { chromeSettingsSchema } from './site-settings/schema';
export type { ChromeSettings } from './site-settings/schema';
export { parseSiteSettings } from './site-settings/parse-site-settings';
export {
  alertLinks,
  footerCategoriesColumn,
  footerCategoryLinks,
  footerColumns,
  headerNavigation,
  headerNavImage,
} from './site-settings/chrome-links';
export type { ShopCategory } from './site-settings/chrome-links';
export { connectEditorBridge, loadEditorBridge } from './site-settings/editor-bridge';
export type {
  ConnectEditorBridgeOptions,
  EditorStory,
  LoadEditorBridgeOptions,
} from './site-settings/editor-bridge';
