// Quick order's input read into lines: typed rows, pasted text (`SKU, qty` per line,
// separated by a comma, a tab or a semicolon) and an uploaded CSV file, parsed with
// Papa Parse (quotes, line endings and the separator handled as spreadsheets write them).
import { checkQuantity, CART_LINE_QUANTITY_MAX, ORDER_LINES_MAX } from '@shop/domain';
import Papa from 'papaparse';

export interface RequestedLine {
  /** Where the buyer wrote it, for the result list: `Row 3`, `Line 12 of orders.csv`. */
  source: string;
  sku: string;
  quantity: number;
}

export interface UnreadLine {
  source: string;
  text: string;
  message: string;
}

export interface ReadLines {
  lines: RequestedLine[];
  unread: UnreadLine[];
  /** More than ORDER_LINES_MAX lines were given: the rest were not read. */
  truncated: boolean;
  /** Where reading stopped when truncated: the first line left (`Line 501`). */
  stoppedAt: string | null;
}

const SKU_MAX_LENGTH = 64;
/** A CSV upload larger than this is refused before it is read. */
export const CSV_MAX_BYTES = 256 * 1024;
/** Pasted lines longer than this are refused before they are read (500 lines take ~10 kB). */
export const PASTED_MAX_BYTES = 256 * 1024;

function readRow(cells: readonly string[], source: string, into: ReadLines): void {
  const [rawSku = '', rawQuantity = '', ...rest] = cells.map((cell) => cell.trim());
  if (rawSku === '' && rawQuantity === '' && rest.every((cell) => cell === '')) return;
  const text = cells.join(', ');
  if (into.lines.length + into.unread.length >= ORDER_LINES_MAX) {
    into.truncated = true;
    into.stoppedAt ??= source;
    return;
  }
  if (rawSku === '' || rawSku.length > SKU_MAX_LENGTH || rawSku.includes('\u0000')) {
    into.unread.push({ source, text, message: 'A SKU is required (at most 64 characters)' });
    return;
  }
  const quantity = checkQuantity(rawQuantity === '' ? '1' : rawQuantity, CART_LINE_QUANTITY_MAX);
  if (!quantity.ok) {
    into.unread.push({ source, text, message: quantity.message });
    return;
  }
  into.lines.push({ source, sku: rawSku, quantity: quantity.quantity });
}

/** A header row (`sku, quantity`) is skipped, as the downloadable template has one. */
const isHeader = (cells: readonly string[]) => /^\s*sku\s*$/i.test(cells[0] ?? '');

const DELIMITERS = [',', '\t', ';'];

/**
 * An uploaded CSV file: one `SKU, qty` per row, the separator guessed for the whole file
 * (a spreadsheet writes one); a missing quantity means 1. Parsing stops at the line cap: the
 * rows after it are never parsed.
 */
export function readText(text: string, name: string, into: ReadLines): void {
  let index = 0;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: 'greedy',
    step: (row, parser) => {
      const cells = row.data;
      if (!(index === 0 && isHeader(cells))) readRow(cells, `${name} ${String(index + 1)}`, into);
      index += 1;
      if (into.truncated) parser.abort();
    },
  });
}

/**
 * Pasted lines: each line read on its own, so lines copied from different places may use
 * different separators. Reading stops at the line cap: a paste of a million lines costs what
 * its first 501 do.
 */
export function readPasted(text: string, into: ReadLines): void {
  let start = 0;
  for (let index = 0; start <= text.length && !into.truncated; index += 1) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    // A form's fields arrive with CRLF line ends (multipart normalises them so).
    const line = text.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    if (line.trim() === '') continue;
    const [cells = []] = Papa.parse<string[]>(line, { delimitersToGuess: DELIMITERS }).data;
    if (index === 0 && isHeader(cells)) continue;
    readRow(cells, `Line ${String(index + 1)}`, into);
  }
}

/** Typed rows: `sku_0`, `quantity_0`, `sku_1`… */
export function readRows(form: FormData, into: ReadLines): void {
  for (let index = 0; index < ORDER_LINES_MAX; index += 1) {
    const sku = form.get(`sku_${String(index)}`);
    if (sku === null) break;
    const quantity = form.get(`quantity_${String(index)}`);
    readRow(
      [typeof sku === 'string' ? sku : '', typeof quantity === 'string' ? quantity : ''],
      `Row ${String(index + 1)}`,
      into,
    );
  }
}

export function emptyLines(): ReadLines {
  return { lines: [], unread: [], truncated: false, stoppedAt: null };
}
