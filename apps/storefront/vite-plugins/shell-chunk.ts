import { createBuilder } from 'vite';

/** The name of the chunk the shell's modules share: `/assets/shell-[hash].js`. */
export const SHELL_CHUNK = 'shell';

/**
 * Set while the first pass runs, so the config it loads does not start another (an
 * environment variable: Vite loads that config as a module instance of its own).
 */
const PREPASS = 'SHOP_SHELL_PREPASS';

/** The part of a bundler's output chunk the shell needs. */
export interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  /** Chunks it imports statically (its `import` statements, not `import()`). */
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

/**
 * The modules of every chunk the shell's entries load statically: the entries' own chunks
 * and, transitively, the chunks they `import`. A chunk reached only through `import()` (the
 * mobile menu, the 3D load plan) stays out, as do the pages' own route chunks.
 */
export function shellModulesOf(
  chunks: readonly OutputChunkLike[],
  isShellEntry: (moduleId: string) => boolean,
): Set<string> {
  const byFile = new Map(chunks.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const pending = [...byFile.values()]
    .filter((chunk) => chunk.facadeModuleId != null && isShellEntry(chunk.facadeModuleId))
    .map((chunk) => chunk.fileName);
  const seen = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  const modules = new Set<string>();
  for (const file of seen) for (const id of byFile.get(file)?.moduleIds ?? []) modules.add(id);
  return modules;
}

/**
 * Every page loads the client entry, the root route and the buyer layout, and with
 * them the whole shell (header, search, cart panel, @shop/ui, @shop/domain). Split
 * automatically, that is some thirty small files a slow first visit fetches one round trip
 * after another. So the client is built twice: a first pass in memory with the automatic
 * splitting tells which modules end up in the chunks the shell's entries load (after tree
 * shaking, which a walk of the import graph cannot know: barrels re-export what no page
 * uses); the real build groups exactly those into one `shell` chunk. The code-splitting
 * group to add to `build.rolldownOptions.output.codeSplitting.groups`; none in the first
 * pass.
 */
export async function shellChunkGroup(
  configFile: string,
  isShellEntry: (moduleId: string) => boolean,
): Promise<{ name: (moduleId: string) => string | null } | undefined> {
  if (process.env[PREPASS] === 'running') return undefined;
  process.env[PREPASS] = 'running';
  try {
    const builder = await createBuilder({ configFile, logLevel: 'warn', build: { write: false } });
    const client = builder.environments.client;
    if (!client) throw new Error('shell-chunk: the build has no client environment');
    const result = await builder.build(client);
    const outputs = Array.isArray(result) ? result : [result];
    const chunks = outputs.flatMap((out) => ('output' in out ? out.output : []));
    const shell = shellModulesOf(chunks, isShellEntry);
    if (shell.size === 0) throw new Error('shell-chunk: no chunk holds the shell entries');
    return { name: (moduleId) => (shell.has(moduleId) ? SHELL_CHUNK : null) };
  } finally {
    process.env[PREPASS] = 'done';
  }
}
