import { z } from 'zod';

/** A link of the content service (multilink, behaviour.md#site-settings); it reads as @shop/domain's `ContentLink`. */
export const contentLinkSchema = z.looseObject({
  linktype: z.string().optional(),
  cached_url: z.string().optional(),
  url: z.string().optional(),
  email: z.string().optional(),
  story: z
    .looseObject({
      full_slug: z.string().optional(),
      content: z.looseObject({ component: z.string() }).optional(),
    })
    .optional(),
});

const navEntry = z.looseObject({
  name: z.string(),
  link: contentLinkSchema.optional(),
  required_auth: z.boolean().optional(),
});

/** The site settings (behaviour.md#site-settings). Missing lists become empty so the chrome still renders. */
export const siteSettingsSchema = z.looseObject({
  header_navigation: z.array(navEntry).default([]),
  header_nav_image: z.looseObject({ filename: z.string().nullish() }).nullish(),
  footer_navigation: z
    .array(
      z.looseObject({
        title: z.string(),
        links: z
          .array(z.looseObject({ name: z.string(), link: contentLinkSchema.optional() }))
          .default([]),
      }),
    )
    .default([]),
  alert_links: z
    .array(
      z.looseObject({
        id: z.union([z.string(), z.number()]).optional(),
        name: z.string(),
        link: contentLinkSchema.optional(),
        required_auth: z.boolean().optional(),
      }),
    )
    .default([]),
  mailchimp_script: z.string().nullish(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The `cdn/stories/{slug}` envelope: the settings are the story's content. */
export const siteSettingsStorySchema = z.looseObject({
  story: z.looseObject({ content: siteSettingsSchema }),
});
