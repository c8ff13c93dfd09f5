// The repo's one Storybook: the stories of @shop/ui and @shop/cms-blocks.
// Storybook and its addons are dev dependencies of @shop/ui (the root keeps no runtime
// deps), so they are resolved from that package rather than from this folder.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const here = dirname(fileURLToPath(import.meta.url));
const requireFromUi = createRequire(join(here, '../packages/ui/package.json'));

function resolvePackage(name: string): string {
  return dirname(requireFromUi.resolve(`${name}/package.json`));
}

// A package without stories yet (cms-blocks may not have a src/ folder) must not fail the build.
const storyRoots = ['../packages/ui/src', '../packages/cms-blocks/src'].filter((root) =>
  existsSync(join(here, root)),
);

const config: StorybookConfig = {
  stories: storyRoots.map((root) => `${root}/**/*.stories.@(ts|tsx)`),
  framework: { name: resolvePackage('@storybook/react-vite'), options: {} },
  addons: [
    resolvePackage('@storybook/addon-docs'),
    resolvePackage('@storybook/addon-a11y'),
    resolvePackage('@storybook/addon-vitest'),
  ],
  // /no-image.png, the fallback of behaviour.md#errors, as the app serves it.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // Workspace packages are read from source (`@shop/source`), as in tests and the app.
    // The rest is Vite's default client list (vite is not importable from this folder).
    const conditions = ['@shop/source', 'module', 'browser', 'development|production'];
    // Vite resolves pre-bundled dependencies from its root: @shop/ui holds them.
    const root = join(here, '../packages/ui');
    return { ...viteConfig, root, resolve: { ...viteConfig.resolve, conditions } };
  },
};

export default config;
