import { TOAST_TIMEOUT_MS } from '@shop/domain';
import { z } from 'zod';
import { choiceField, imageField, itemsField, linkField, textField } from '../fields/fields';
import { safeImageSrc } from '../fields/safe-url';

// The site settings (behaviour.md#site-settings) as the site's chrome (header, footer, alert bar, toast) reads them:
// leniently, a bad entry dropped or a field fallen back, so the chrome always renders.
// Named apart from @shop/api's `SiteSettings`, the stricter wire format of the same story.

const flag = z.boolean().catch(false);
const named = <T extends { name: string }>(entries: T[]) =>
  entries.filter((entry) => entry.name !== '');

export const chromeSettingsSchema = z.object({
  header_navigation: itemsField({
    name: textField,
    link: linkField,
    required_auth: flag,
  }).transform(named),
  header_nav_image: imageField,
  footer_navigation: itemsField({
    title: textField,
    links: itemsField({ name: textField, link: linkField }).transform(named),
  }).transform((columns) =>
    columns.filter((column) => column.title !== '' || column.links.length > 0),
  ),
  alert_links: itemsField({
    id: z.union([z.string(), z.number()]).transform(String).catch(''),
    name: textField,
    link: linkField,
    required_auth: flag,
  }).transform(named),
  /** The mailing-list script (behaviour.md#calls-search); only an http(s) or same-origin URL is kept. */
  mailchimp_script: z
    .string()
    .catch('')
    .transform((url) => safeImageSrc(url)),
  /** behaviour.md#chrome: a toast shows at bottom right when the settings toast flag is on. */
  toast: z
    .object({
      show: flag,
      message: textField,
      type: choiceField(['success', 'error', 'info', 'warning'], 'success'),
      timeout: z.number().int().positive().catch(TOAST_TIMEOUT_MS),
    })
    .catch({ show: false, message: '', type: 'success', timeout: TOAST_TIMEOUT_MS }),
});

export type ChromeSettings = z.output<typeof chromeSettingsSchema>;
