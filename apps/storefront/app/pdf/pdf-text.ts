// Text as a printed document draws it: cleaned, put in display order (right-to-left runs
// reversed by the Unicode bidirectional algorithm, bidi-js), and cut into runs of one font
// each. Pure, so the writer's fonts are the only thing it needs to know.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** One line of text: control characters and line breaks become spaces, spaces collapse. */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The text's user-perceived characters (a letter with its marks, an emoji with its modifiers). */
export function clusters(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/**
 * `text` in the order it is drawn, left to right. Text with a right-to-left letter goes through
 * the bidirectional algorithm (its direction taken from its first strong letter, as `dir=auto`
 * does): right-to-left runs are reversed cluster by cluster (a letter keeps its marks after it)
 * and mirrored characters, such as brackets, are swapped.
 */
export function displayOrder(text: string): string {
  if (!RIGHT_TO_LEFT.test(text)) return text;
  const levels = bidi.getEmbeddingLevels(text);
  // By UTF-16 index, as bidi-js counts; a surrogate pair is never mirrored.
  const units = text.split('');
  for (const [index, char] of bidi.getMirroredCharactersMap(text, levels.levels))
    units[index] = char;
  let ordered = units.join('');
  for (const [start = 0, end = -1] of bidi.getReorderSegments(text, levels)) {
    const segment = clusters(ordered.slice(start, end + 1))
      .reverse()
      .join('');
    ordered = ordered.slice(0, start) + segment + ordered.slice(end + 1);
  }
  return ordered;
}

/**
 * `name` as a part of a longer text that takes its direction from the rest (Unicode's first
 * strong isolate … pop directional isolate): `isolate('שולחן'): 2 cartons` reads as an English
 * line with a Hebrew name in it, not as a Hebrew line.
 */
export const isolate = (name: string): string => `\u2068${name}\u2069`;

export interface TextRun<Family> {
  text: string;
  family: Family;
}

// Characters that draw nothing and that no font need have (variation selectors, joiners,
// direction marks): left out.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

// Spaces and punctuation stay in the font of the text around them when it has them.
const NEUTRAL = /^[\p{Zs}\p{P}]$/u;

/**
 * `text` (in display order) cut into runs of one font each: every cluster goes to the first of
 * `families` that has its first character (spaces and punctuation stay with the run they are
 * in when its font has them); a cluster no family has prints as `?` in the first family.
 */
export function fontRuns<Family>(
  text: string,
  families: readonly Family[],
  covers: (family: Family, codePoint: number) => boolean,
): TextRun<Family>[] {
  const runs: TextRun<Family>[] = [];
  const [first] = families;
  if (first === undefined) return runs;
  for (const cluster of clusters(text)) {
    const visible = cluster.replace(INVISIBLE, '');
    if (visible === '') continue;
    const codePoint = visible.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last !== undefined && NEUTRAL.test(visible) && covers(last.family, codePoint)) {
      last.text += visible;
      continue;
    }
    const family = families.find((candidate) => covers(candidate, codePoint));
    const part = family === undefined ? '?' : visible;
    const target = family ?? first;
    if (last !== undefined && last.family === target) last.text += part;
    else runs.push({ text: part, family: target });
  }
  return runs;
}
