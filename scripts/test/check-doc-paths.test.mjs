// node:test of the docs' path check: what counts as a path, and where it is looked up.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exists, isRepositoryPath, namedPaths } from '../check-doc-paths.mjs';

test('code spans and link targets that name files are paths; routes, URLs and globs are not', () => {
  const text = [
    'See `apps/storefront/server.ts` and [the rules](../docs/behaviour.md#cart-states).',
    'Routes `/account/quick-order`, `https://example.com/a.ts`, `app/**/*.ts`, `{id}/x.ts`,',
    'packages `@shop/ui/button`, a word `foo/bar` and a folder `app/platform/`.',
    '```',
    'not/a/path.ts inside a fence',
    '```',
  ].join('\n');
  assert.deepEqual(namedPaths(text), [
    { path: 'apps/storefront/server.ts', line: 1 },
    { path: '../docs/behaviour.md', line: 1 },
    { path: 'app/platform/', line: 3 },
  ]);
  assert.equal(isRepositoryPath('src/a.ts:12'.replace(/:\d+$/, '')), true);
  assert.equal(isRepositoryPath('alert(document.domain)//'), false);
});

test('a path is found beside the document, in its workspace, at the root or as a tail of its workspace', () => {
  assert.equal(exists('apps/storefront/README.md', 'server.ts'), true);
  assert.equal(exists('apps/storefront/README.md', 'app/root.tsx'), true);
  assert.equal(exists('apps/storefront/README.md', 'docs/behaviour.md'), true);
  assert.equal(exists('apps/storefront/README.md', 'quick-order/quick-order.route.tsx'), true);
  // Written by a build or a run, ignored by git.
  assert.equal(exists('apps/storefront/README.md', 'build/server/index.js'), true);
  assert.equal(exists('apps/storefront/README.md', 'app/lazy-api-client.ts'), false);
  assert.equal(exists('apps/backend/README.md', 'test/graphql/batching.test.ts'), false);
  // Outside the repository (the brief beside it): not this tree's to hold.
  assert.equal(exists('README.md', '../shared/SPEC.md'), true);
  assert.equal(exists('docs/behaviour.md', '../../no-such-brief.md'), true);
  assert.equal(exists('docs/behaviour.md', '../no-such-file.md'), false);
  // Another workspace's file by its short name is not found.
  assert.equal(exists('packages/ui/README.md', 'quick-order/quick-order.route.tsx'), false);
});
