// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./font.css', import.meta.url), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '');
const require = createRequire(import.meta.url);

describe('font.css', () => {
  it('declares the Inter faces with font-display: optional, so late fonts never shift text', () => {
    const inter = faces.filter((face) => face.includes("'Inter Variable'"));
    expect(inter).toHaveLength(2);
    for (const face of inter) expect(face).toMatch(/font-display:\s*optional;/);
  });

  it('points every url() at a file the installed @fontsource-variable/inter ships', () => {
    const urls = [...css.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1] ?? '');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^@fontsource-variable\/inter\/files\/.+\.woff2$/);
      expect(existsSync(require.resolve(url)), url).toBe(true);
    }
  });

  it('is what the stylesheet imports, and the token font stack falls back to the sized face', () => {
    expect(readFileSync(new URL('./index.css', import.meta.url), 'utf8')).toContain(
      "@import './font.css';",
    );
    expect(readFileSync(new URL('./tokens.css', import.meta.url), 'utf8')).toMatch(
      /--ui-font-sans:\s*'Inter Variable', 'Inter', 'Inter Fallback',/,
    );
  });
});
