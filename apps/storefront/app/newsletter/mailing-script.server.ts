/**
 * The site settings' `mailchimp_script`, resolved against the backend, and only from an
 * allowed origin (MAILING_SCRIPT_ORIGINS): whoever edits content must not be able to put a
 * script of their choosing on every page (behaviour.md#security). Anything else is left out and logged.
 */
export function allowedMailingScript(
  url: string | null | undefined,
  base: string,
  origins: readonly string[],
): string | null {
  if (!url) return null;
  let resolved: URL;
  try {
    resolved = new URL(url, `${base}/`);
  } catch {
    return null;
  }
  if (
    (resolved.protocol === 'https:' || resolved.protocol === 'http:') &&
    origins.includes(resolved.origin)
  )
    return resolved.href;
  console.warn(
    `Site settings: the mailing script ${resolved.href} is not from an allowed origin (MAILING_SCRIPT_ORIGINS); left out`,
  );
  return null;
}
