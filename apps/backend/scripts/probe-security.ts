// `pnpm --filter @shop/backend probe:security [--database-url postgres://…] [--only 1,4,2.9]
//  [--backend-dir DIR]`:
// the attacks of SECURITY.md's figures (docs/behaviour.md#security), tried against the real
// backend as its own process on a fresh demo database, each printing the figure that says
// whether it still works. Run it before and after a change to the limits or the checks;
// SECURITY.md quotes its figures. DIR: another checkout's apps/backend (e.g. a `git worktree`
// of an older commit) to measure "before". The attacks live in probe/, one file per kind.
// Not part of the server: args and env are read here directly.
import { parseArgs } from 'node:util';
import {
  emailChange,
  accountLockout,
  enumeration,
  olderResetLinks,
  parallelGuesses,
  passwordChange,
  sharedBucket,
} from './probe/accounts';
import { startProbedBackend } from './probe/backend-process';
import { cartPlanLock } from './probe/cart-plan-lock';
import { SECRET, b, report, useBackend } from './probe/context';
import { deepNesting, nulBytes } from './probe/malformed-input';
import { demoSecrets, idempotencyReuse, oversizedBody } from './probe/requests';
import {
  bridgeAndCallbacks,
  imageRenders,
  publicSearchKey,
  storedAddresses,
} from './probe/round-two';
import { searchAmplification, searchCors } from './probe/search';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    port: { type: 'string', default: '4630' },
    only: { type: 'string' },
    'backend-dir': { type: 'string' },
  },
});
const only = values.only ? new Set(values.only.split(',')) : undefined;
const wanted = (item: string) => !only || only.has(item);

const items: [string, () => Promise<void>][] = [
  ['1', sharedBucket],
  ['2', accountLockout],
  ['3', emailChange],
  ['4', searchAmplification],
  ['6', demoSecrets],
  ['7', passwordChange],
  ['8', olderResetLinks],
  ['9', enumeration],
  ['10', parallelGuesses],
  ['11', nulBytes],
  ['12', deepNesting],
  ['13', idempotencyReuse],
  ['14', oversizedBody],
  ['15', searchCors],
  // Round two.
  ['2.6', bridgeAndCallbacks],
  ['2.9', imageRenders],
  ['2.12', publicSearchKey],
  ['2.13', storedAddresses],
  ['2.16', cartPlanLock],
];

const driver = values['database-url'] ? 'PostgreSQL' : 'PGlite';
process.stdout.write(
  `probe:security on ${driver} (the storefront's half: the storefront's probe:security)\n`,
);
useBackend(
  await startProbedBackend(
    Number(values.port),
    { CLIENT_ADDRESS_SECRET: SECRET, CORS_ORIGINS: 'http://localhost:3000' },
    values['database-url'],
    values['backend-dir'],
  ),
  values['backend-dir'],
);
try {
  for (const [item, run] of items) {
    if (!wanted(item)) continue;
    try {
      await run();
    } catch (error) {
      report(item, 'probe failed', (error as Error).message.slice(0, 300));
    }
  }
} finally {
  await b.close();
}
