// The order document (docs/behaviour.md#order-documents): an order confirmation / pro-forma
// invoice as a PDF — the wholesaler, the buyer and the addresses, the reference, every line,
// subtotal, tax and total, and for a container order each factory's container. Written by the
// storefront's one PDF writer, so names in any script print as written.
import type { Customer } from '@shop/api';
import { formatCurrency, formatVolume } from '@shop/domain';
import { isolate } from '../pdf/pdf-text';
import { A4, MUTED, PdfWriter } from '../pdf/pdf-writer.server';
import type { Column } from '../pdf/pdf-writer.server';
import type { OrderAddressView, OrderDetail, OrderLineView } from './order-detail.server';
import type { SellerDetails } from '../platform/seller.server';

const LINE = 14;

export interface DocumentBuyer {
  name: string;
  email: string;
  company: string;
}

/** The buyer as documents print them: their name, company and email from their account. */
export function documentBuyer(customer: Customer): DocumentBuyer {
  const text = (key: string) => {
    const value = customer[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    name: [customer.first_name ?? '', text('last_name')].join(' ').trim(),
    email: customer.email,
    company: text('company'),
  };
}

/**
 * The buyer an order's documents print: the customer, or for a colleague's order the
 * colleague who placed it, with the company's name (the same company as the customer's).
 */
export function orderBuyer(
  customer: Customer,
  order: { placedBy: { name: string; email: string } | null },
): DocumentBuyer {
  const own = documentBuyer(customer);
  return order.placedBy ? { ...own, ...order.placedBy } : own;
}

/** The columns of a document's lines (SKU, product, quantity, unit and line excluding tax). */
const COLUMNS: Column[] = [
  { title: 'SKU', width: 116 },
  { title: 'Product', width: 190 },
  { title: 'Qty', width: 36, align: 'right' },
  { title: 'Unit (ex tax)', width: 80, align: 'right' },
  { title: 'Line (ex tax)', width: 77, align: 'right' },
];

/** A document's lines in COLUMNS, ruled off underneath. */
export function drawLines(writer: PdfWriter, lines: readonly OrderLineView[]): void {
  writer.table(
    COLUMNS,
    lines.map((line) => [
      line.sku,
      line.name,
      String(line.quantity),
      formatCurrency(line.unitPrice),
      formatCurrency(line.lineTotal),
    ]),
    { size: 9 },
  );
  writer.rule(writer.y + 4);
  writer.y -= LINE;
}

/** An address as printed: name, company, its lines and phone, the empty ones left out. */
export function addressLines(address: OrderAddressView): string[] {
  return [address.name, address.company, ...address.lines, address.phone].filter(Boolean);
}

export async function orderDocument(
  order: OrderDetail,
  buyer: DocumentBuyer,
  seller: SellerDetails,
): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    size: A4,
    margin: 48,
    title: `Order ${String(order.id)}: order confirmation`,
    subject: 'Order confirmation / pro-forma invoice',
    author: seller.name,
    creationDate: new Date(),
  });
  const { left, right } = writer;

  // Heading: the wholesaler on the left, the document and its facts on the right.
  const top = writer.y;
  writer.text(seller.name, left, top, { size: 16, bold: true, width: 280 });
  writer.text('Order confirmation', right - 200, top, {
    size: 16,
    bold: true,
    width: 200,
    align: 'right',
  });
  const sellerLines = [
    ...seller.address,
    ...(seller.email ? [seller.email] : []),
    ...(seller.phone ? [seller.phone] : []),
    seller.taxId,
  ];
  sellerLines.forEach((line, i) => {
    writer.text(line, left, top - LINE * (i + 1) - 4, { color: MUTED, width: 280 });
  });
  const facts: [string, string][] = [
    ['Pro-forma invoice', ''],
    ['Order', String(order.id)],
    ['Date', order.date],
    ['Your reference', order.reference ? isolate(order.reference) : '-'],
    ['Status', order.status],
  ];
  facts.forEach(([label, value], i) => {
    writer.text(value ? `${label}: ${value}` : label, right - 200, top - LINE * (i + 1) - 4, {
      color: value ? undefined : MUTED,
      width: 200,
      align: 'right',
    });
  });
  writer.y = top - LINE * (Math.max(sellerLines.length, facts.length) + 2);

  // The buyer and the addresses, in columns.
  const blocks: [string, string[]][] = [
    ['Buyer', [buyer.name, buyer.company, buyer.email].filter(Boolean)],
    ['Bill to', addressLines(order.billing)],
    ['Ship to', order.shipping[0] ? addressLines(order.shipping[0]) : ['-']],
  ];
  const blockWidth = writer.width / blocks.length;
  const blocksTop = writer.y;
  blocks.forEach(([title, lines], index) => {
    const x = left + index * blockWidth;
    writer.text(title, x, blocksTop, { bold: true, width: blockWidth - 8 });
    lines.forEach((line, row) => {
      writer.text(line, x, blocksTop - LINE * (row + 1), { width: blockWidth - 8 });
    });
  });
  const tallest = Math.max(...blocks.map(([, lines]) => lines.length));
  writer.y = blocksTop - LINE * (tallest + 1);

  drawLines(writer, order.lines);

  writer.need(LINE * 4);
  for (const [label, value, bold] of [
    ['Subtotal (ex tax)', order.subtotal, false],
    ['Tax', order.tax, false],
    ['Total (Incl. tax)', order.total, true],
  ] as const) {
    writer.text(label, left + 280, writer.y, { bold, width: 136, align: 'right' });
    writer.text(formatCurrency(value), left + 422, writer.y, { bold, width: 71, align: 'right' });
    writer.y -= LINE;
  }

  if (order.containers.length > 0) {
    writer.y -= LINE;
    writer.need(LINE * (order.containers.length + 2));
    writer.line('Containers', { bold: true });
    for (const container of order.containers)
      writer.line(
        `${isolate(container.brandName)}: ${formatVolume(container.used)} of ${formatVolume(container.capacity)} CBM`,
      );
  }

  if (order.notes) {
    writer.y -= LINE;
    writer.need(LINE * 3);
    writer.line('Order notes', { bold: true });
    writer.paragraph(order.notes);
  }

  return writer.finish(
    (page, pages) =>
      `${seller.name} - order ${String(order.id)} - page ${String(page)} of ${String(pages)}`,
  );
}
