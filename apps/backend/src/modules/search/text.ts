/** Words of a text: letters and digits, so `NOW-DCH-000001` is `now`, `dch`, `000001`. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Lower case without accents: `Café` and `cafe` are the same word. */
export function normalize(word: string): string {
  // Most words are plain ASCII: skip the Unicode decomposition for them.
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** A word of the query with what it may match (Algolia: prefixLast, 1 typo from 4 letters, 2 from 8). */
export interface QueryWord {
  word: string;
  prefix: boolean;
  typos: number;
}

export interface MatchingRules {
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone';
  typoTolerance: boolean | 'min' | 'strict';
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

export function queryWords(query: string, rules: MatchingRules): QueryWord[] {
  const list = words(query).map(normalize);
  return list.map((word, i) => ({
    word,
    prefix:
      rules.queryType === 'prefixAll' ||
      (rules.queryType === 'prefixLast' && i === list.length - 1),
    typos: allowedTypos(word, rules),
  }));
}

function allowedTypos(word: string, rules: MatchingRules): number {
  if (rules.typoTolerance === false) return 0;
  const max = rules.typoTolerance === true ? 2 : 1;
  if (word.length >= rules.minWordSizefor2Typos) return Math.min(2, max);
  if (word.length >= rules.minWordSizefor1Typo) return 1;
  return 0;
}

export type WordMatch = 'exact' | 'prefix' | 'typo';

/** How a (normalised) word of a document matches a query word, if at all. */
export function matchWord(token: string, q: QueryWord): WordMatch | undefined {
  if (token === q.word) return 'exact';
  if (q.prefix && token.startsWith(q.word)) return 'prefix';
  if (
    q.typos > 0 &&
    Math.abs(token.length - q.word.length) <= q.typos &&
    editDistance(token, q.word, q.typos) <= q.typos
  )
    return 'typo';
  return undefined;
}

/** Levenshtein distance with transpositions (optimal string alignment), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prevPrev = new Int32Array(n + 1);
  let prev = new Int32Array(n + 1);
  let row = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (ca === cb ? 0 : 1),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        v = Math.min(v, (prevPrev[j - 2] ?? 0) + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    const spare = prevPrev;
    prevPrev = prev;
    prev = row;
    row = spare;
  }
  return prev[n] ?? max + 1;
}
