#!/usr/bin/env node
// `pnpm check:docs`: every file path a README or doc names exists. A path is a code span or a
// link target that names a file of this repository (a slash and a known extension, or a
// trailing slash for a folder); it is looked up beside the document, in its workspace and at
// the repository's root. Routes (`/account`), URLs, globs, placeholders and paths that lead
// out of the repository are not checked.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const EXTENSIONS =
  /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|json|jsonc|md|mdx|css|ya?ml|sql|sh|html|txt|csv|svg|png|webp|toml|cfg)$/;

/** The markdown files of the repository, but changelogs and changesets (history, not reference). */
export function documents() {
  return execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) => file && !/(^|\/)CHANGELOG\.md$/.test(file) && !file.startsWith('.changeset/'),
    );
}

/** The repository paths a markdown text names, with their line numbers. */
export function namedPaths(text) {
  const found = [];
  const lines = text.split('\n');
  let fenced = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const candidates = [
      ...[...line.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]),
      ...[...line.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]),
    ];
    for (const raw of candidates) {
      const path = raw.replace(/:\d+(?:-\d+)?$/, '').replace(/[.,;:]$/, '');
      if (!isRepositoryPath(path)) continue;
      found.push({ path, line: index + 1 });
    }
  });
  return found;
}

export function isRepositoryPath(path) {
  if (/^[a-z]+:/i.test(path) || path.startsWith('/') || path.startsWith('~')) return false;
  // Placeholders, globs, code and package specifiers (`@shop/ui/button`) are not file paths.
  if (/[*{}<>$|=?!()]/.test(path) || path.startsWith('@')) return false;
  if (!path.includes('/')) return false;
  return EXTENSIONS.test(path) || path.endsWith('/');
}

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');

/** What a build or a run writes (git-ignored): named by the docs, absent from a fresh clone. */
function isGenerated(path) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a path named in `document` may live: beside it, in its workspace, at the root, or —
 * for a short path such as `catalogue/product.route.tsx` in a table of a workspace's folders
 * — as the tail of a tracked path of the document's workspace.
 */
export function exists(document, path) {
  // A document beside the repository (the product's brief in ../shared) is not this tree's to
  // hold: a clone elsewhere does not have it.
  if (!resolve(root, dirname(document), path).startsWith(`${root}/`)) return true;
  const workspace = /^((?:apps|packages|tooling)\/[^/]+)\//.exec(document)?.[1];
  const bases = [dirname(document), ...(workspace ? [workspace] : []), '.'];
  if (bases.some((base) => existsSync(join(root, base, path)))) return true;
  if (bases.some((base) => isGenerated(join(base, path)))) return true;
  const scope = workspace ? `${workspace}/` : '';
  const tail = path.replace(/^\.\//, '');
  return tracked.some(
    (file) =>
      file.startsWith(scope) &&
      (tail.endsWith('/') ? file.includes(`/${tail}`) : file.endsWith(`/${tail}`)),
  );
}

function main() {
  const missing = [];
  for (const document of documents()) {
    const text = readFileSync(join(root, document), 'utf8');
    for (const { path, line } of namedPaths(text))
      if (!exists(document, path)) missing.push(`${document}:${String(line)}: ${path}`);
  }
  if (missing.length > 0) {
    console.error(`Paths named in the docs that do not exist (${String(missing.length)}):`);
    for (const entry of missing) console.error(`  ${entry}`);
    process.exit(1);
  }
  console.log(`Every path the ${String(documents().length)} documents name exists.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
