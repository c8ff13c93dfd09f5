// Reads a printed document back for the tests (the load plan, the order document): pdf.js
// (pdfjs-dist) parses it and gives each page's text through the fonts' Unicode maps, a
// right-to-left run in reading order. Text is read as lines: what stands on one baseline,
// its pieces joined as they stand (with a space where there is a gap).
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

export interface ReadPdf {
  title: string | undefined;
  pages: number;
  /** Each page's text, one line per baseline, top to bottom. */
  text: string[];
  /** The embedded fonts' names (`/BaseFont`), e.g. `NotoSans-Regular-1234`. */
  fonts: string[];
}

/** The page's lines, top to bottom; on each, the pieces left to right. */
function lines(items: readonly TextItem[]): string[] {
  const rows = new Map<number, { x: number; end: number; str: string }[]>();
  for (const item of items) {
    if (item.str.trim() === '') continue;
    const [, , , , x = 0, y = 0] = item.transform as number[];
    const key = Math.round(y * 2) / 2;
    const row = rows.get(key) ?? [];
    row.push({ x, end: x + item.width, str: item.str });
    rows.set(key, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .reduce(
          (acc, piece) => ({
            text:
              acc.text === ''
                ? piece.str
                : `${acc.text}${piece.x - acc.end > 1 ? ' ' : ''}${piece.str}`,
            end: piece.end,
          }),
          { text: '', end: -Infinity },
        )
        .text.replace(/\s+/gu, ' ')
        .trim(),
    );
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  try {
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
    const text: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      text.push(lines(content.items.filter((item): item is TextItem => 'str' in item)).join('\n'));
    }
    return { title: info.Title, pages: doc.numPages, text, fonts: await fontNames(bytes) };
  } finally {
    await task.destroy();
  }
}

/** The `/BaseFont` of every font dictionary of the file. */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const names = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Type'))?.toString() !== '/Font') continue;
    const base = object.get(PDFName.of('BaseFont'))?.toString();
    if (base) names.add(base.replace(/^\//, ''));
  }
  return [...names].sort();
}
