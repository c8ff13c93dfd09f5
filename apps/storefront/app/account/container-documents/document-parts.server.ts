// The parts every container document prints as the order document does: the wholesaler and
// the document's facts at the top, parties in columns, the factory's lines and the amounts
// under them. Drawn with the storefront's one PDF writer.
import { formatCurrency, roundToCents } from '@shop/domain';
import { cleanText, isolate } from '../../pdf/pdf-text';
import { A4, MUTED, PdfWriter } from '../../pdf/pdf-writer.server';
import type { SellerDetails } from '../../platform/seller.server';
import type { ContainerOrder } from './container-order.server';

export const LINE = 14;

/** A portrait A4 document of the seller. */
export function documentWriter(title: string, subject: string, seller: SellerDetails) {
  return PdfWriter.create({
    size: A4,
    margin: 48,
    title,
    subject,
    author: seller.name,
    creationDate: new Date(),
  });
}

/** The wholesaler on the left; the document's name and its facts (`label: value`) on the right. */
export function drawHeading(
  writer: PdfWriter,
  seller: SellerDetails,
  name: string,
  facts: readonly (readonly [string, string])[],
): void {
  const { left, right } = writer;
  const top = writer.y;
  writer.text(seller.name, left, top, { size: 16, bold: true, width: 260 });
  writer.text(name, right - 220, top, { size: 16, bold: true, width: 220, align: 'right' });
  const sellerLines = [
    ...seller.address,
    ...(seller.email ? [seller.email] : []),
    ...(seller.phone ? [seller.phone] : []),
    seller.taxId,
  ];
  sellerLines.forEach((line, i) => {
    writer.text(line, left, top - LINE * (i + 1) - 4, { color: MUTED, width: 260 });
  });
  facts.forEach(([label, value], i) => {
    writer.text(`${label}: ${value}`, right - 220, top - LINE * (i + 1) - 4, {
      width: 220,
      align: 'right',
    });
  });
  writer.y = top - LINE * (Math.max(sellerLines.length, facts.length) + 2);
}

/** Blocks of lines side by side under a bold title each (buyer, bill to, ship to, …). */
export function drawBlocks(writer: PdfWriter, blocks: readonly (readonly [string, string[]])[]) {
  const width = writer.width / blocks.length;
  // A line too long for its column goes on over the next (an address is never cut).
  const wrapped = blocks.map(
    ([title, lines]) =>
      [title, lines.flatMap((line) => writer.wrap(cleanText(line), width - 8))] as const,
  );
  const tallest = Math.max(...wrapped.map(([, lines]) => lines.length));
  writer.need(LINE * (tallest + 2));
  const top = writer.y;
  wrapped.forEach(([title, lines], index) => {
    const x = writer.left + index * width;
    writer.text(title, x, top, { bold: true, width: width - 8 });
    (lines.length > 0 ? lines : ['-']).forEach((line, row) => {
      writer.text(line, x, top - LINE * (row + 1), { width: width - 8 });
    });
  });
  writer.y = top - LINE * (tallest + 2);
}

/** The buyer as printed: name, company, email. */
export const buyerLines = ({ buyer }: ContainerOrder) =>
  [buyer.name, buyer.company, buyer.email].filter(Boolean);

/**
 * The container's amounts under its lines: the lines excluding tax, the tax, and the container
 * value the backend invoices (including tax; printed as it is, the tax is what lies between).
 */
export function drawAmounts(writer: PdfWriter, { lines, production }: ContainerOrder): void {
  const subtotal = roundToCents(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  writer.need(LINE * 4);
  for (const [label, value, bold] of [
    ['Subtotal (ex tax)', subtotal, false],
    ['Tax', roundToCents(production.container_value - subtotal), false],
    ['Container value (incl. tax)', production.container_value, true],
  ] as const) {
    writer.text(label, writer.left + 240, writer.y, { bold, width: 176, align: 'right' });
    writer.text(formatCurrency(value), writer.left + 422, writer.y, {
      bold,
      width: 71,
      align: 'right',
    });
    writer.y -= LINE;
  }
}

/** The footer of every page: the seller, the document and the page. */
export const footer =
  (seller: SellerDetails, what: string) =>
  (page: number, pages: number): string =>
    `${seller.name} - ${what} - page ${String(page)} of ${String(pages)}`;

/** The factory as printed inside a sentence. */
export const factoryName = ({ production }: ContainerOrder) => isolate(production.factory.name);
