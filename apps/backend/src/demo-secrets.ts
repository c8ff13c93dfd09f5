// The demo values the reference backend starts with, so the quick start needs no settings.
// They are public (README), so a production server must never run with one (behaviour.md#security).
export const DEMO_SECRETS = {
  GRAPHQL_TOKEN: 'demo-storefront-token',
  CONTENT_PREVIEW_TOKEN: 'demo-preview-token',
  CONTENT_PUBLIC_TOKEN: 'demo-public-token',
  CONTENT_MANAGEMENT_TOKEN: 'demo-management-token',
  SEARCH_API_KEY: 'demo-search-key',
  NEWSLETTER_EXPORT_TOKEN: 'demo-newsletter-export-token',
  OPERATIONS_TOKEN: 'demo-operations-token',
} as const;

type SecretName = keyof typeof DEMO_SECRETS;

/** What a production start must not have: each demo token still in use, and a missing address secret. */
export function demoSecretsInUse(
  env: Record<SecretName, string> & { CLIENT_ADDRESS_SECRET?: string | undefined },
): string[] {
  const problems = (Object.keys(DEMO_SECRETS) as SecretName[])
    .filter((name) => env[name] === DEMO_SECRETS[name])
    .map((name) => `${name} is the public demo value; set a secret of your own`);
  if (!env.CLIENT_ADDRESS_SECRET)
    problems.push(
      'CLIENT_ADDRESS_SECRET is not set; share one with the storefront so limits count shoppers',
    );
  return problems;
}
