// The one PDF writer of the printed documents (the load plan, the order document): pages with
// a running footer, lines and wrapped paragraphs, text fitted to a width with an ellipsis,
// tables whose heading repeats on every page, rectangles. Text goes through pdf-text.ts
// (cleaned, display order, a run per font) and the embedded Noto fonts of pdf-fonts.server.ts.
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFPage, RGB } from 'pdf-lib';
import { embedFonts, FONT_FAMILIES } from './pdf-fonts.server';
import type { DocumentFonts, FontFamily, Weight } from './pdf-fonts.server';
import { cleanText, clusters, displayOrder, fontRuns } from './pdf-text';
import type { TextRun } from './pdf-text';

export const INK = rgb(0.12, 0.13, 0.15);
export const MUTED = rgb(0.42, 0.44, 0.48);
export const RULE = rgb(0.8, 0.81, 0.84);
export const DANGER = rgb(0.7, 0.12, 0.12);

/** A4 in points, portrait (swap them for landscape). */
export const A4 = { width: 595.28, height: 841.89 } as const;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

export interface PdfWriterOptions {
  size: { width: number; height: number };
  margin: number;
  title: string;
  subject: string;
  author?: string;
  creationDate: Date;
}

const ELLIPSIS = '…';

interface Shaped {
  runs: (TextRun<FontFamily> & { width: number })[];
  width: number;
}

export class PdfWriter {
  page: PDFPage;
  /** The baseline the next line goes under, in points from the bottom. */
  y: number;
  private readonly shaped = new Map<string, Shaped>();

  private constructor(
    readonly doc: PDFDocument,
    private readonly fonts: DocumentFonts,
    readonly options: PdfWriterOptions,
  ) {
    this.page = this.doc.addPage([options.size.width, options.size.height]);
    this.y = options.size.height - options.margin;
  }

  static async create(options: PdfWriterOptions): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(options.title);
    doc.setSubject(options.subject);
    if (options.author !== undefined) doc.setAuthor(options.author);
    doc.setCreator('Trade storefront');
    doc.setProducer('pdf-lib');
    doc.setCreationDate(options.creationDate);
    return new PdfWriter(doc, await embedFonts(doc), options);
  }

  get left(): number {
    return this.options.margin;
  }

  get right(): number {
    return this.options.size.width - this.options.margin;
  }

  /** The width between the margins. */
  get width(): number {
    return this.right - this.left;
  }

  newPage(): void {
    this.page = this.doc.addPage([this.options.size.width, this.options.size.height]);
    this.y = this.options.size.height - this.options.margin;
  }

  /** Room for `height` more points on this page, else a new page. */
  need(height: number): void {
    if (this.y - height < this.options.margin) this.newPage();
  }

  /** The text as drawn: cleaned, in display order, in runs of one font, measured. */
  private shape(text: string, size: number, weight: Weight): Shaped {
    const key = `${weight}/${String(size)}/${text}`;
    let shaped = this.shaped.get(key);
    if (shaped === undefined) {
      const runs = fontRuns(displayOrder(text), FONT_FAMILIES, (family, codePoint) =>
        this.fonts.covers(family, codePoint),
      ).map((run) => ({
        ...run,
        width: this.fonts.font(run.family, weight).widthOfTextAtSize(run.text, size),
      }));
      shaped = { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
      this.shaped.set(key, shaped);
    }
    return shaped;
  }

  /** How wide `text` prints, in points. */
  widthOf(text: string, { size = 10, bold = false }: TextStyle = {}): number {
    return this.shape(cleanText(text), size, bold ? 'bold' : 'regular').width;
  }

  /** `text` cleaned and cut to `width` points, with an ellipsis when it did not fit. */
  fit(text: string, width: number, style: TextStyle = {}): string {
    const clean = cleanText(text);
    if (this.widthOf(clean, style) <= width) return clean;
    const parts = clusters(clean);
    // The longest start that fits with the ellipsis, found by halving.
    let low = 0;
    let high = parts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.widthOf(`${parts.slice(0, mid).join('').trimEnd()}${ELLIPSIS}`, style) <= width)
        low = mid;
      else high = mid - 1;
    }
    return `${parts.slice(0, low).join('').trimEnd()}${ELLIPSIS}`;
  }

  /**
   * Draws `text` on the current page with its baseline at `y`, from `x` (or ending at `x +
   * width` when right-aligned), cut to `width` when given.
   */
  text(
    text: string,
    x: number,
    y: number,
    {
      width,
      align = 'left',
      ...style
    }: TextStyle & { width?: number; align?: 'left' | 'right' } = {},
  ): void {
    const size = style.size ?? 10;
    const weight: Weight = style.bold ? 'bold' : 'regular';
    const shown = width === undefined ? cleanText(text) : this.fit(text, width, style);
    const shaped = this.shape(shown, size, weight);
    let at = align === 'right' && width !== undefined ? x + width - shaped.width : x;
    for (const run of shaped.runs) {
      this.page.drawText(run.text, {
        x: at,
        y,
        size,
        font: this.fonts.font(run.family, weight),
        color: style.color ?? INK,
      });
      at += run.width;
    }
  }

  /** One line the width of the page under the last, cut to fit. */
  line(text: string, { gap = 4, ...style }: TextStyle & { gap?: number } = {}): void {
    const size = style.size ?? 10;
    this.need(size + gap);
    this.y -= size;
    this.text(text, this.left, this.y, { ...style, width: this.width });
    this.y -= gap;
  }

  /** `text` wrapped at spaces (or anywhere, for a word longer than the page) over lines. */
  paragraph(text: string, { gap = 4, ...style }: TextStyle & { gap?: number } = {}): void {
    for (const line of this.wrap(cleanText(text), this.width, style))
      this.line(line, { ...style, gap: 2 });
    this.y -= gap - 2;
  }

  /** `text` (cleaned) cut at spaces into lines of at most `width` points. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (this.widthOf(candidate, style) <= width) {
        current = candidate;
        continue;
      }
      if (current !== '') lines.push(current);
      // A word wider than the line is cut where it must be.
      let rest = word;
      while (this.widthOf(rest, style) > width) {
        const parts = clusters(rest);
        let take = parts.length - 1;
        while (take > 1 && this.widthOf(parts.slice(0, take).join(''), style) > width) take -= 1;
        lines.push(parts.slice(0, take).join(''));
        rest = parts.slice(take).join('');
      }
      current = rest;
    }
    if (current !== '') lines.push(current);
    return lines;
  }

  /** A table: a heading row repeated on every page, columns of fixed width. */
  table(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    {
      size = 8,
      boldLast = false,
      x = this.left,
    }: { size?: number; boldLast?: boolean; x?: number } = {},
  ): void {
    const rowHeight = size + 5;
    const width = columns.reduce((sum, column) => sum + column.width, 0);
    const heading = () => {
      this.need(rowHeight * 2);
      this.y -= rowHeight;
      this.row(
        columns,
        columns.map((c) => c.title),
        x,
        size,
        true,
      );
      this.rule(this.y - 3, x, x + width);
    };
    heading();
    rows.forEach((cells, i) => {
      if (this.y - rowHeight < this.options.margin) {
        this.newPage();
        heading();
      }
      this.y -= rowHeight;
      this.row(columns, cells, x, size, boldLast && i === rows.length - 1);
    });
    this.y -= 6;
  }

  private row(
    columns: readonly Column[],
    cells: readonly string[],
    x: number,
    size: number,
    bold: boolean,
  ): void {
    let at = x;
    columns.forEach((column, i) => {
      this.text(cells[i] ?? '', at, this.y, {
        size,
        bold,
        width: column.width - 6,
        align: column.align ?? 'left',
      });
      at += column.width;
    });
  }

  /** A thin horizontal rule at `y`. */
  rule(y: number, from = this.left, to = this.right): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: RULE });
  }

  /** A filled and/or outlined rectangle, `y` its bottom. */
  rect(
    x: number,
    y: number,
    width: number,
    height: number,
    { fill, border, borderWidth = 1 }: { fill?: RGB; border?: RGB; borderWidth?: number },
  ): void {
    this.page.drawRectangle({
      x,
      y,
      width,
      height,
      ...(fill ? { color: fill } : {}),
      ...(border ? { borderColor: border, borderWidth } : {}),
    });
  }

  /** Draws each page's footer (`page` counts from 1) and the document's bytes. */
  async finish(footer: (page: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      this.page = page;
      this.text(footer(index + 1, pages.length), this.left, this.options.margin / 2, {
        size: 7,
        color: MUTED,
        width: this.width,
      });
    });
    return this.doc.save();
  }
}

/** `#2f6b4f` as a pdf-lib colour. */
export function hexColour(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}
