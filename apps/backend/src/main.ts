import { ConfigError, loadConfig } from './env';
import { startBackend } from './index';
import { DEMO_COMPANY_USERS, DEMO_CUSTOMERS, DEMO_PASSWORD } from './seed/demo-customers';

// Entry point of `pnpm --filter @shop/backend start`.
async function main() {
  const config = loadConfig();
  const started = performance.now();
  const backend = await startBackend();
  // Handlers before the banner: whoever waits for the banner may signal at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal} received: not ready, draining requests, then shutting down\n`);
    // The drain has its own limits; this is the backstop if closing the database hangs.
    const force = setTimeout(
      () => process.exit(1),
      (config.SHUTDOWN_DELAY_SECONDS + config.SHUTDOWN_TIMEOUT_SECONDS + 5) * 1000,
    );
    force.unref();
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => {
    stop('SIGTERM');
  });
  process.on('SIGINT', () => {
    stop('SIGINT');
  });

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const database = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  const lines = [
    `Backend listening on ${backend.url} (${database}, ready in ${seconds} s)`,
    `  REST API:        ${backend.url}${config.API_BASE}`,
    `  Product service: ${backend.url}${config.PRODUCT_SERVICE_BASE}`,
    `  Outbox:          ${config.SMTP_URL ? 'SMTP' : config.OUTBOX_DIR}`,
    `  Demo logins (password ${DEMO_PASSWORD}):`,
    ...[...DEMO_CUSTOMERS, ...DEMO_COMPANY_USERS].map(
      (c) => `    ${c.email.padEnd(24)} ${c.description}`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
