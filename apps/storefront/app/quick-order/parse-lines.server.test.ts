import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { emptyLines, readPasted, readRows, readText } from './parse-lines.server';

describe('quick order lines', () => {
  it('reads pasted lines with a comma, a tab or a semicolon, each on its own', () => {
    const read = emptyLines();
    readPasted('sku, quantity\r\nA-1, 2\nB-2\t5\r\n\nC-3; 7\r\nD-4', read);
    expect(read.lines).toEqual([
      { source: 'Line 2', sku: 'A-1', quantity: 2 },
      { source: 'Line 3', sku: 'B-2', quantity: 5 },
      { source: 'Line 5', sku: 'C-3', quantity: 7 },
      // No quantity: one.
      { source: 'Line 6', sku: 'D-4', quantity: 1 },
    ]);
    expect(read.unread).toEqual([]);
  });

  it('says why a line cannot be read, and reads the rest', () => {
    const read = emptyLines();
    readPasted(`A-1, 0\n, 3\nB-2, 2.5\n${'X'.repeat(65)}, 1\nC-3, 10000\nD-4, 9999`, read);
    expect(read.unread.map((line) => [line.source, line.message])).toEqual([
      ['Line 1', 'Quantity must be a whole number from 1 to 9999'],
      ['Line 2', 'A SKU is required (at most 64 characters)'],
      ['Line 3', 'Quantity must be a whole number from 1 to 9999'],
      ['Line 4', 'A SKU is required (at most 64 characters)'],
      ['Line 5', 'Quantity must be a whole number from 1 to 9999'],
    ]);
    expect(read.lines).toEqual([{ source: 'Line 6', sku: 'D-4', quantity: 9999 }]);
  });

  it('reads a CSV file with quotes, a byte order mark and Windows line ends', () => {
    const read = emptyLines();
    readText('\uFEFFsku;quantity\r\n"A;1";3\r\nB-2;4\r\n', 'orders.csv line', read);
    expect(read.lines).toEqual([
      { source: 'orders.csv line 2', sku: 'A;1', quantity: 3 },
      { source: 'orders.csv line 3', sku: 'B-2', quantity: 4 },
    ]);
  });

  it('reads typed rows and skips empty ones', () => {
    const form = new FormData();
    form.set('sku_0', ' A-1 ');
    form.set('quantity_0', '2');
    form.set('sku_1', '');
    form.set('quantity_1', '');
    form.set('sku_2', 'B-2');
    form.set('quantity_2', '');
    const read = emptyLines();
    readRows(form, read);
    expect(read.lines).toEqual([
      { source: 'Row 1', sku: 'A-1', quantity: 2 },
      { source: 'Row 3', sku: 'B-2', quantity: 1 },
    ]);
  });

  it('reads 500 lines at most and says the rest were left', () => {
    const read = emptyLines();
    readPasted(Array.from({ length: 510 }, (_, index) => `S-${String(index)},1`).join('\n'), read);
    expect(read.lines).toHaveLength(500);
    expect(read.truncated).toBe(true);
    expect(read.stoppedAt).toBe('Line 501');
  });

  it('stops reading a paste at the cap: the lines after it are never parsed', () => {
    const read = emptyLines();
    // A line after the cap that would be refused if it were read.
    const lines = Array.from({ length: 1_000_000 }, (_, index) =>
      index === 600 ? 'bad line;x' : `S-${String(index)},1`,
    );
    const parse = vi.spyOn(Papa, 'parse');
    readPasted(lines.join('\n'), read);
    expect(parse.mock.calls.length).toBeLessThanOrEqual(501);
    parse.mockRestore();
    expect(read.lines).toHaveLength(500);
    expect(read.unread).toEqual([]);
    expect(read.stoppedAt).toBe('Line 501');
  });

  it('stops parsing a CSV file at the cap, counting its rows after the header', () => {
    const read = emptyLines();
    const rows = Array.from({ length: 2_000 }, (_, index) => `S-${String(index)},1`);
    readText(['sku,quantity', '', ...rows].join('\r\n'), 'big.csv line', read);
    expect(read.lines).toHaveLength(500);
    expect(read.lines.at(-1)?.sku).toBe('S-499');
    expect(read.truncated).toBe(true);
    expect(read.stoppedAt).toBe('big.csv line 502');
  });
});
