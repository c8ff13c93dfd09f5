import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text';
import { A4, PdfWriter } from './pdf-writer.server';

const writer = () =>
  PdfWriter.create({
    size: A4,
    margin: 40,
    title: 'Writer test',
    subject: 'A test document',
    creationDate: new Date('2026-01-01T00:00:00Z'),
  });

describe('PdfWriter', () => {
  it('prints names in Chinese, Hebrew and with emoji as written, in embedded Noto subsets', async () => {
    const pdf = await writer();
    pdf.line('東京家具株式会社', { size: 14, bold: true });
    pdf.line('רהיטי חיפה');
    pdf.line('Nordic Oak Works 🪑📦');
    pdf.line('Čeština, Ελληνικά, Русский: 26 CBM × 2 – ≈ 33 CBM');
    const read = await readPdf(
      await pdf.finish((page, pages) => `page ${String(page)} of ${String(pages)}`),
    );
    const text = read.text[0]?.split('\n') ?? [];
    // One line each, right-to-left text in reading order.
    expect(text).toEqual(
      expect.arrayContaining([
        '東京家具株式会社',
        'רהיטי חיפה',
        'Nordic Oak Works 🪑📦',
        'Čeština, Ελληνικά, Русский: 26 CBM × 2 – ≈ 33 CBM',
        'page 1 of 1',
      ]),
    );
    expect(read.title).toBe('Writer test');
    // Embedded Noto fonts, no standard (WinAnsi-only) font.
    expect(read.fonts.every((name) => /^Noto/.test(name))).toBe(true);
    expect(read.fonts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^NotoSans-Bold/),
        expect.stringMatching(/^NotoSansHans-/),
        expect.stringMatching(/^NotoSansHebrew-/),
        expect.stringMatching(/^NotoEmoji-/),
      ]),
    );
  });

  it('embeds only the glyphs drawn: a document is far smaller than its fonts', async () => {
    const pdf = await writer();
    pdf.line('東京 Furniture');
    const bytes = await pdf.finish(() => '');
    // The Hans font alone is over 8 MB.
    expect(bytes.byteLength).toBeLessThan(200_000);
  });

  it('cuts text to a width with an ellipsis, the same way for every script', async () => {
    const pdf = await writer();
    const long = 'Oslo Classic Office Chair with a Very Long Name (Container)';
    const cut = pdf.fit(long, 100, { size: 10 });
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(pdf.widthOf(cut, { size: 10 })).toBeLessThanOrEqual(100);
    expect(pdf.fit('東京家具株式会社東京家具株式会社', 50, { size: 10 })).toMatch(
      /^東京家具[^…]*…$/u,
    );
    expect(pdf.fit('Short', 100)).toBe('Short');
    // Control characters and line breaks never reach a line.
    expect(pdf.fit('Two\nlines\tand\u0007 a bell', 500)).toBe('Two lines and a bell');
  });

  it('wraps a paragraph and repeats a table’s heading on every page it runs over', async () => {
    const pdf = await writer();
    pdf.paragraph('Deliver to the loading dock at the back. '.repeat(20));
    pdf.table(
      [
        { title: 'SKU', width: 120 },
        { title: 'Qty', width: 60, align: 'right' },
      ],
      Array.from({ length: 120 }, (_, i) => [`SKU-${String(i)}`, String(i)]),
    );
    const read = await readPdf(await pdf.finish(() => ''));
    expect(read.pages).toBeGreaterThanOrEqual(2);
    expect(read.text[0]?.split('\n')).toContain('SKU Qty');
    for (const page of read.text.slice(1)) expect(page.split('\n')[0]).toBe('SKU Qty');
    const all = read.text.join('\n').split('\n');
    for (let i = 0; i < 120; i++) expect(all).toContain(`SKU-${String(i)} ${String(i)}`);
    // The paragraph wrapped over lines, each within the page, nothing lost.
    const lines = all.filter((line) => line.startsWith('Deliver') || line.startsWith('dock'));
    expect(lines.length).toBeGreaterThan(1);
  });
});
