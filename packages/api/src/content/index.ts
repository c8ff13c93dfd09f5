// `@shop/api/content`: the Storyblok-compatible content delivery client.
export { createContentApi, storyblokOptions, uuidBatches } from './content-client';
export type { ContentApi, ContentConfig, ContentVersion } from './content-client';
export { contentLinkSchema, siteSettingsSchema } from './site-settings.schema';
export type { SiteSettings } from './site-settings.schema';
// One ContentLink across the packages: the domain's, which the schema above reads into.
export type { ContentLink } from '@shop/domain';
