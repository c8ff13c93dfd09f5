// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Tree-shaking rests on one subpath per component folder (tsup builds one entry each);
// this keeps package.json, the folders and the root barrel in step.
const root = new URL('..', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  exports: Record<string, unknown>;
  sideEffects: string[];
};
const folders = readdirSync(new URL('src', root)).filter(
  (name) =>
    !['lib', 'styles', 'test'].includes(name) &&
    statSync(new URL(`src/${name}`, root)).isDirectory(),
);

describe('package exports', () => {
  it('has a subpath with the @shop/source condition and a default for every component folder', () => {
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      expect(pkg.exports[`./${folder}`]).toEqual({
        '@shop/source': `./src/${folder}/index.ts`,
        types: `./dist/${folder}/index.d.ts`,
        default: `./dist/${folder}/index.js`,
      });
      expect(existsSync(new URL(`src/${folder}/index.ts`, root))).toBe(true);
    }
  });

  it('ships the stylesheet as a side effect', () => {
    expect(pkg.exports['./styles.css']).toBe('./src/styles/index.css');
    expect(pkg.sideEffects).toEqual(['**/*.css']);
  });

  // Folders only their subpath may load: the 3D load plan brings three.js, which the
  // whole-library import must not pull into every page.
  const subpathOnly = ['load-plan-3d'];

  it('re-exports every component folder from the root barrel, but the subpath-only ones', () => {
    const barrel = readFileSync(new URL('src/index.ts', root), 'utf8');
    for (const folder of folders) {
      if (subpathOnly.includes(folder)) expect(barrel).not.toContain(`from './${folder}'`);
      else expect(barrel).toContain(`from './${folder}'`);
    }
    expect(folders).toEqual(expect.arrayContaining(subpathOnly));
  });
});
