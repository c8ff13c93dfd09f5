import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEMO_SECRETS } from '../../src/demo-secrets';
import { ConfigError, loadConfig } from '../../src/env';

// Attack 6 of SECURITY.md's figures (behaviour.md#security): the demo tokens are public (README), so NODE_ENV=production refuses to
// start with any of them, or without the address secret shared with the storefront, and
// names each variable.

const own = {
  GRAPHQL_TOKEN: 'own-graphql-token-123',
  CONTENT_PREVIEW_TOKEN: 'own-preview-token-123',
  CONTENT_PUBLIC_TOKEN: 'own-public-token-123',
  CONTENT_MANAGEMENT_TOKEN: 'own-management-token-123',
  OPERATIONS_TOKEN: 'own-operations-token-123',
  SEARCH_API_KEY: 'own-search-key-123',
  NEWSLETTER_EXPORT_TOKEN: 'own-export-token-123',
  CLIENT_ADDRESS_SECRET: 'own-address-secret-of-at-least-32-chars',
};

describe('NODE_ENV=production', () => {
  it('names every demo secret still in use and the missing address secret', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of [...Object.keys(DEMO_SECRETS), 'CLIENT_ADDRESS_SECRET'])
      expect(message).toContain(name);
  });

  it('refuses one demo token left among real ones', () => {
    expect(() =>
      loadConfig({ ...own, NODE_ENV: 'production', SEARCH_API_KEY: DEMO_SECRETS.SEARCH_API_KEY }),
    ).toThrow(/SEARCH_API_KEY is the public demo value/);
  });

  it('starts with secrets of its own, and anywhere else with the demo ones', () => {
    expect(loadConfig({ ...own, NODE_ENV: 'production' }).GRAPHQL_TOKEN).toBe(own.GRAPHQL_TOKEN);
    expect(loadConfig({ NODE_ENV: 'development' }).GRAPHQL_TOKEN).toBe(DEMO_SECRETS.GRAPHQL_TOKEN);
  });

  it('makes the server exit with the variables named', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@shop/source', 'src/main.ts'],
      {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: '0',
          DATA_DIR: 'memory://',
          SEED: 'empty',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start with NODE_ENV=production');
    expect(output).toContain('GRAPHQL_TOKEN is the public demo value');
    expect(output).not.toContain('Backend listening');
  }, 120_000);
});
