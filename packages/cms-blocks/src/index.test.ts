import { describe, expect, expectTypeOf, it } from 'vitest';
import * as api from './index';
import type {
  BlockData,
  BlocksProviderProps,
  ChromeSettings,
  FormSubmitResult,
  ImageValue,
} from './index';

describe('public API', () => {
  it('names every runtime export (a removal or rename is a breaking change)', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'AboutWithIcons',
        'AboutWithImage',
        'BLOCK_COMPONENTS',
        'BLOCK_COMPONENT_NAMES',
        'BLOCK_SCHEMAS',
        'BlockImage',
        'BlockLink',
        'BlocksProvider',
        'ContactCareers',
        'ContactForm',
        'ContactHero',
        'ContactIconText',
        'FORM_UNAVAILABLE_MESSAGE',
        'FiveColumnIconText',
        'FourColumnCards',
        'FullImageCta',
        'HomeHero',
        'LeadBlockContext',
        'ImageContentCta',
        'NewsletterSignup',
        'OrderConfirmationContent',
        'OrderSummaryContext',
        'Page',
        'RegisterForm',
        'RichText',
        'RichTextBlock',
        'SixColumnImages',
        'StoryblokBlocks',
        'aboutWithIconsSchema',
        'aboutWithImageSchema',
        'alertLinks',
        'consoleLogger',
        'contactCareersSchema',
        'contactFormSchema',
        'contactFormValuesSchema',
        'contactHeroSchema',
        'contactIconTextSchema',
        'editableAttributes',
        'fiveColumnIconTextSchema',
        'footerCategoriesColumn',
        'footerCategoryLinks',
        'footerColumns',
        'fourColumnCardsSchema',
        'fullImageCtaSchema',
        'hasRichText',
        'headerNavigation',
        'headerNavImage',
        'connectEditorBridge',
        'homeHeroSchema',
        'imageContentCtaSchema',
        'imageField',
        'imageListField',
        'isExternalHref',
        'isKnownBlock',
        'linkField',
        'loadEditorBridge',
        'orderConfirmationContentSchema',
        'pageSchema',
        'parseSiteSettings',
        'registerFormSchema',
        'registrationFormSchema',
        'renderBlock',
        'resolveContentLink',
        'richTextField',
        'richTextSchema',
        'safeHref',
        'safeImageSrc',
        'chromeSettingsSchema',
        'compactContent',
        'sixColumnImagesSchema',
        'textField',
        'useBlocks',
        'useLeadBlock',
        'useOrderSummary',
      ].sort(),
    );
  });

  it('exposes the types apps build against', () => {
    expectTypeOf<BlockData<'home_hero'>['image']>().toEqualTypeOf<ImageValue>();
    expectTypeOf<ImageValue>().toEqualTypeOf<{ src: string | null; alt: string }>();
    expectTypeOf<BlocksProviderProps['mode']>().toEqualTypeOf<'draft' | 'published' | undefined>();
    expectTypeOf<FormSubmitResult>().toExtend<{ ok: boolean }>();
    expectTypeOf<
      ChromeSettings['header_navigation'][number]['required_auth']
    >().toEqualTypeOf<boolean>();
  });
});
