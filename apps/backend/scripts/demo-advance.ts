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

async function main() {
  // `pnpm demo:advance -- --order 7` hands the script the `--` too.
  const args = process.argv.slice(2);
  const { values } = parseArgs({
    args: args[0] === '--' ? args.slice(1) : args,
    options: { order: { type: 'string' } },
  });
  const order = z.coerce.number().int().positive().optional().safeParse(values.order);
  if (!order.success) throw new AdvanceError('--order must be an order id (a whole number)');
  const orderArg = order.data;
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
  const known = error instanceof AdvanceError || error instanceof TypeError;
  console.error(known ? error.message : error);
  process.exit(1);
});
