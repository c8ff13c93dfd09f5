// Reads a V8 .cpuprofile (node --cpu-prof) and sums its samples per function: self time (the
// function was on top of the stack) and inclusive time (it was anywhere on the stack, counted
// once per sample however deep it recursed), and self time per package (node_modules package,
// the app's own modules, Node's internals). Used by profile-pages.ts.
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Entry {
  name: string;
  ms: number;
  share: number;
}

export interface Summary {
  /** Sampled milliseconds in the window, idle excluded. */
  busyMs: number;
  idleMs: number;
  self: Entry[];
  inclusive: Entry[];
  /** Inclusive time of the project's own functions (apps/, packages/; no node_modules). */
  own: Entry[];
  packages: Entry[];
}

const SPECIAL = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/** Where a function comes from, short: `pkg/file.js:line`, the app's `app/…`, or `node:…`. */
function location(frame: CallFrame): string {
  const { url } = frame;
  if (url === '') return '';
  const line = `:${String(frame.lineNumber + 1)}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + '/node_modules/'.length);
    return `${rest}${line}`;
  }
  const within = /\/(apps|packages)\/(.*)$/.exec(url);
  if (within) return `${within[1] ?? ''}/${within[2] ?? ''}${line}`;
  return `${url.replace(/^file:\/\//, '')}${line}`;
}

function packageOf(frame: CallFrame): string {
  const { url } = frame;
  if (SPECIAL.has(frame.functionName) && url === '') return frame.functionName;
  if (url === '') return '(native / V8 builtins)';
  if (url.startsWith('node:')) return 'node: internals';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? url);
  }
  const within = /\/(apps|packages)\/([^/]+)\/(.*)$/.exec(url);
  if (within) {
    const [, kind, name, rest] = within;
    // The storefront's server build is one bundle: name it as such.
    if (rest?.startsWith('build/server/')) return `${kind ?? ''}/${name ?? ''} (server build)`;
    return `${kind ?? ''}/${name ?? ''}`;
  }
  return url;
}

const isOwn = (frame: CallFrame) =>
  /\/(apps|packages)\//.test(frame.url) && !frame.url.includes('/node_modules/');

function key(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  const where = location(frame);
  return where ? `${name} ${where}` : name;
}

/**
 * The summary of the samples taken in the last `windowMs` of the profile (the load; the
 * process's start-up comes before it), or of all of them when `windowMs` is undefined.
 */
export function summarise(file: string, windowMs?: number, top = 25): Summary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const from = windowMs === undefined ? -Infinity : profile.endTime - windowMs * 1000;

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const own = new Map<string, number>();
  const packages = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from) continue;
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[index + 1] ?? delta) / 1000;
    const leaf = byId.get(profile.samples[index] ?? -1);
    if (!leaf) continue;
    if (leaf.callFrame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    busy += ms;
    const leafKey = key(leaf.callFrame);
    self.set(leafKey, (self.get(leafKey) ?? 0) + ms);
    const pkg = packageOf(leaf.callFrame);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node || node.callFrame.functionName === '(root)') continue;
      const nodeKey = key(node.callFrame);
      if (seen.has(nodeKey)) continue;
      seen.add(nodeKey);
      inclusive.set(nodeKey, (inclusive.get(nodeKey) ?? 0) + ms);
      if (isOwn(node.callFrame)) own.set(nodeKey, (own.get(nodeKey) ?? 0) + ms);
    }
  }
  const ranked = (map: Map<string, number>, count: number): Entry[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name, ms, share: busy === 0 ? 0 : ms / busy }));
  return {
    busyMs: busy,
    idleMs: idle,
    self: ranked(self, top),
    inclusive: ranked(inclusive, top),
    own: ranked(own, top),
    packages: ranked(packages, 15),
  };
}

/** A Markdown table of entries, with the time per request when `requests` is given. */
export function table(entries: Entry[], requests: number): string {
  const rows = entries.map(
    (entry) =>
      `| ${(entry.share * 100).toFixed(1).padStart(5)} % | ${(entry.ms / requests).toFixed(3).padStart(7)} | \`${entry.name.replaceAll('|', '\\|')}\` |`,
  );
  return ['| share | ms/req | function |', '| ----: | -----: | -------- |', ...rows].join('\n');
}

if (import.meta.main) {
  // `tsx scripts/cpuprofile-summary.ts file.cpuprofile [windowMs]`
  const [file, window] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpuprofile-summary.ts <file.cpuprofile> [windowMs]');
  const summary = summarise(file, window === undefined ? undefined : Number(window));
  console.log(`busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms\n`);
  console.log(`Self time\n\n${table(summary.self, 1)}\n`);
  console.log(`Inclusive time\n\n${table(summary.inclusive, 1)}\n`);
  console.log(`The project's functions, inclusive time\n\n${table(summary.own, 1)}\n`);
  console.log(`By package (self)\n\n${table(summary.packages, 1)}`);
}
