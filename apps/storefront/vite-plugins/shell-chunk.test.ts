import { describe, expect, it } from 'vitest';
import type { OutputChunkLike } from './shell-chunk';
import { shellModulesOf } from './shell-chunk';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facadeModuleId: string | null = null,
): OutputChunkLike => ({ type: 'chunk', fileName, moduleIds, imports, facadeModuleId });

describe('shellModulesOf', () => {
  const output: OutputChunkLike[] = [
    chunk('entry.client.js', ['entry.client', 'react-dom'], ['framework.js'], 'entry.client'),
    chunk('framework.js', ['react', 'react-router']),
    chunk('root.js', ['root'], ['header.js', 'domain.js'], 'root'),
    chunk('buyer-layout.js', ['buyer-layout'], ['cart.js', 'domain.js'], 'buyer-layout'),
    chunk('header.js', ['header', 'search-box'], ['header.js']),
    chunk('cart.js', ['cart-panel', 'button']),
    chunk('domain.js', ['container-rules']),
    // A page's own route and what only it imports; a chunk only import() reaches.
    chunk('product.js', ['product'], ['gallery.js', 'domain.js'], 'product'),
    chunk('gallery.js', ['gallery']),
    chunk('mobile-nav.js', ['mobile-nav']),
    { type: 'asset', fileName: 'app.css' },
  ];
  const shellEntry = (id: string) => ['entry.client', 'root', 'buyer-layout'].includes(id);

  it("gathers the modules of the entries' chunks and of every chunk they import, through cycles", () => {
    expect([...shellModulesOf(output, shellEntry)].sort()).toEqual([
      'button',
      'buyer-layout',
      'cart-panel',
      'container-rules',
      'entry.client',
      'header',
      'react',
      'react-dom',
      'react-router',
      'root',
      'search-box',
    ]);
  });

  it('leaves out the pages, what only they import, and what only import() reaches', () => {
    const shell = shellModulesOf(output, shellEntry);
    for (const id of ['product', 'gallery', 'mobile-nav']) expect(shell.has(id)).toBe(false);
  });

  it('finds nothing when no chunk is a shell entry', () => {
    expect(shellModulesOf(output, () => false).size).toBe(0);
  });
});
