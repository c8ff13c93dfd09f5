// `pnpm --filter @shop/backend demo:advance [-- --order <id>]`: moves a demo container order
// one stage on through a running backend's real API (scripts/demo/advance.ts) and prints
// what it did. Without --order: the demo buyer's newest order still awaiting its deposit.
// Not part of the server: args and env are read here directly.
//   BACKEND_URL        default http://localhost:4000
//   OPERATIONS_TOKEN   default demo-operations-token (the backend's own default)
//   DEMO_BUYER_EMAIL / DEMO_BUYER_PASSWORD   the order's buyer, default the demo buyer
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { AdvanceError, advanceOrder, demoClient, describe } from './demo/advance';

const env = z
  .object({
    BACKEND_URL: z.url().default('http://localhost:4000'),
    OPERATIONS_TOKEN: z.string().min(8).default('demo-operations-token'),
    DEMO_BUYER_EMAIL: z.email().default('buyer@example.com'),
    DEMO_BUYER_PASSWORD: z.string().min(1).default('demo-password-1'),
  })
  .parse(process.env);

const { values } = parseArgs({ options: { order: { type: 'string' } } });
const orderArg = z.coerce.number().int().positive().optional().parse(values.order);

async function main() {
  const client = demoClient({
    baseUrl: env.BACKEND_URL,
    operationsToken: env.OPERATIONS_TOKEN,
    buyer: { email: env.DEMO_BUYER_EMAIL, password: env.DEMO_BUYER_PASSWORD },
  });
  const orderId = orderArg ?? (await client.newestAwaitingDeposit());
  if (orderId === undefined)
    throw new AdvanceError('No order of the buyer awaits its deposit: pass --order <id>');
  const { done, before, after } = await advanceOrder(client, orderId);
  const lines = [
    `Order ${String(orderId)} at ${env.BACKEND_URL}`,
    ...describe(before).map((line) => `  before: ${line}`),
    `  ${done}`,
    ...describe(after).map((line) => `  now:    ${line}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof AdvanceError ? error.message : error);
  process.exit(1);
});
