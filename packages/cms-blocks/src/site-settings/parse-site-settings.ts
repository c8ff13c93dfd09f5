import { NO_SITE_SETTINGS_MESSAGE } from '@shop/domain';
import { consoleLogger, type BlocksLogger } from '../context/logger';
import { chromeSettingsSchema, type ChromeSettings } from './schema';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The settings content from a `cdn/stories/site-settings` answer, a story, or the content itself. */
function contentOf(input: unknown): Record<string, unknown> | null {
  if (!isObject(input)) return null;
  if (isObject(input.story)) return contentOf(input.story);
  if (isObject(input.content)) return input.content;
  return input;
}

/**
 * The site settings ready for the chrome, or `null` (logged as 'No site settings
 * found', behaviour.md#errors) when there are none. Never throws.
 */
export function parseSiteSettings(
  input: unknown,
  logger: BlocksLogger = consoleLogger,
): ChromeSettings | null {
  const content = contentOf(input);
  const parsed = content === null ? null : chromeSettingsSchema.safeParse(content);
  if (!parsed?.success) {
    logger.warn(NO_SITE_SETTINGS_MESSAGE);
    return null;
  }
  return parsed.data;
}
