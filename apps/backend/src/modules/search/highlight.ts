import type { QueryWord } from './text';
import { matchWord, normalize } from './text';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface Tags {
  pre: string;
  post: string;
}

interface Span {
  start: number;
  end: number;
}

/** Marks the words of `value` that the query matched: prefixes only up to the typed part. */
function spans(
  value: string,
  query: readonly QueryWord[],
): { spans: Span[]; matched: Set<string>; words: Span[] } {
  const out: Span[] = [];
  const all: Span[] = [];
  const matched = new Set<string>();
  for (const m of value.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = m.index;
    const token = m[0];
    all.push({ start, end: start + token.length });
    const normal = normalize(token);
    let best: Span | undefined;
    for (const q of query) {
      const how = matchWord(normal, q);
      if (!how) continue;
      matched.add(q.word);
      const end =
        how === 'prefix' ? start + Math.min(token.length, q.word.length) : start + token.length;
      if (!best || end > best.end) best = { start, end };
    }
    if (best) out.push(best);
  }
  return { spans: out, matched, words: all };
}

function wrap(
  value: string,
  marks: readonly Span[],
  tags: Tags,
  from = 0,
  to = value.length,
): string {
  let out = '';
  let at = from;
  for (const s of marks) {
    if (s.end <= from || s.start >= to) continue;
    out += value.slice(at, s.start) + tags.pre + value.slice(s.start, s.end) + tags.post;
    at = s.end;
  }
  return out + value.slice(at, to);
}

function level(matched: number, total: number): HighlightResult['matchLevel'] {
  if (matched === 0) return 'none';
  return matched >= total ? 'full' : 'partial';
}

/** Algolia's `_highlightResult` entry for one string. */
export function highlight(value: string, query: readonly QueryWord[], tags: Tags): HighlightResult {
  const found = spans(value, query);
  const highlighted = found.spans.reduce((sum, s) => sum + s.end - s.start, 0);
  const letters = found.words.reduce((sum, s) => sum + s.end - s.start, 0);
  return {
    value: wrap(value, found.spans, tags),
    matchLevel: level(found.matched.size, query.length),
    matchedWords: [...found.matched],
    fullyHighlighted: letters > 0 && highlighted === letters,
  };
}

/** Algolia's `_snippetResult` entry: about `size` words around the first match. */
export function snippet(
  value: string,
  query: readonly QueryWord[],
  tags: Tags,
  size: number,
  ellipsis: string,
): SnippetResult {
  const found = spans(value, query);
  const first = found.spans[0];
  const index = first ? found.words.findIndex((w) => w.start === first.start) : 0;
  const startWord = Math.max(0, Math.min(index - Math.floor(size / 3), found.words.length - size));
  const endWord = Math.min(found.words.length, startWord + size);
  const from = startWord === 0 ? 0 : (found.words[startWord]?.start ?? 0);
  const to =
    endWord >= found.words.length ? value.length : (found.words[endWord - 1]?.end ?? value.length);
  const text = wrap(value, found.spans, tags, from, to);
  return {
    value: `${from > 0 ? ellipsis : ''}${text}${to < value.length ? ellipsis : ''}`,
    matchLevel: level(found.matched.size, query.length),
  };
}
