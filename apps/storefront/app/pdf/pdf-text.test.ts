import { describe, expect, it } from 'vitest';
import { cleanText, displayOrder, fontRuns, isolate } from './pdf-text';

type Family = 'sans' | 'hebrew' | 'han' | 'emoji';
const FAMILIES: Family[] = ['sans', 'hebrew', 'han', 'emoji'];
// What each test font has: Latin and punctuation; Hebrew (and space); CJK (and Latin); emoji.
const covers = (family: Family, codePoint: number) => {
  const char = String.fromCodePoint(codePoint);
  if (family === 'sans') return /[\p{Script=Latin}\p{Zs}\p{P}\p{N}]/u.test(char);
  if (family === 'hebrew') return /[\p{Script=Hebrew} ]/u.test(char);
  if (family === 'han') return /[\p{Script=Han}\p{Script=Latin} ]/u.test(char);
  return /\p{Extended_Pictographic}/u.test(char);
};

describe('cleanText', () => {
  it('makes one line: breaks and tabs become single spaces, composed characters', () => {
    expect(cleanText('  Oak\tdesk\r\n\n 2\u2028pcs ')).toBe('Oak desk 2 pcs');
    expect(cleanText('Cafe\u0301')).toBe('Café');
  });
});

describe('displayOrder', () => {
  it('leaves left-to-right text alone', () => {
    expect(displayOrder('東京 Furniture (Tokyo) 🪑')).toBe('東京 Furniture (Tokyo) 🪑');
  });

  it('reverses right-to-left text for drawing left to right, mirroring brackets', () => {
    // Hebrew: "shalom (world)": read right to left, drawn left to right.
    expect(displayOrder('שלום (עולם)')).toBe('(םלוע) םולש');
  });

  it('keeps a left-to-right name inside a right-to-left one in its own order', () => {
    // Paragraph direction from the first strong letter (Hebrew): the Latin run stays as written.
    expect(displayOrder('רהיטי חיפה Ltd')).toBe('Ltd הפיח יטיהר');
    // And a Hebrew run inside an English one is reversed where it stands.
    expect(displayOrder('Haifa חיפה Ltd')).toBe('Haifa הפיח Ltd');
  });

  it('reads a line starting with an isolated name in the direction of the rest', () => {
    // Without isolation the Hebrew name makes the whole line right-to-left.
    expect(displayOrder('שולחן: 2 cartons')).toBe('cartons 2 :ןחלוש');
    expect(
      cleanText(displayOrder(`${isolate('שולחן')}: 2 cartons`)).replace(/[\u2066-\u2069]/gu, ''),
    ).toBe('ןחלוש: 2 cartons');
  });

  it('keeps a Hebrew letter’s points after it and emoji whole when reversing', () => {
    // "shalom" with its points, then a chair: the chair comes first on the left, and each
    // letter (shin, vav) keeps its points right after it.
    expect(displayOrder('שָׁלוֹם 🪑')).toBe('🪑 םוֹלשָׁ');
  });
});

describe('fontRuns', () => {
  it('gives each character the first font that has it, spaces staying in their run', () => {
    expect(fontRuns('Tokyo 東京 office 🪑', FAMILIES, covers)).toEqual([
      { text: 'Tokyo ', family: 'sans' },
      { text: '東京 ', family: 'han' },
      { text: 'office ', family: 'sans' },
      { text: '🪑', family: 'emoji' },
    ]);
    expect(fontRuns('םולש Ltd', FAMILIES, covers)).toEqual([
      { text: 'םולש ', family: 'hebrew' },
      { text: 'Ltd', family: 'sans' },
    ]);
  });

  it('prints what no font has as ?, and leaves out what draws nothing', () => {
    // A Devanagari letter no family has; a variation selector after the chair.
    expect(fontRuns('a क b 🪑\uFE0F', FAMILIES, covers)).toEqual([
      { text: 'a ? b ', family: 'sans' },
      { text: '🪑', family: 'emoji' },
    ]);
    expect(fontRuns('', FAMILIES, covers)).toEqual([]);
  });
});
