// The order document (docs/behaviour.md#order-documents): an order confirmation / pro-forma invoice as a PDF, drawn
// on the server with pdf-lib in its standard fonts (nothing is fetched): the wholesaler, the
// buyer and the addresses, the reference, every line, subtotal, tax and total — and for a
// container order, each factory's container.
import { formatCurrency, formatVolume } from '@shop/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { OrderAddressView, OrderDetail } from './order-detail.server';
import type { SellerDetails } from '../platform/seller.server';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const LINE = 14;
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.82, 0.82, 0.85);

export interface DocumentBuyer {
  name: string;
  email: string;
  company: string;
}

/** Text the standard fonts (WinAnsi) can draw: other characters become `?`, never a failure. */
function drawable(font: PDFFont): (text: string) => string {
  const known = new Map<string, boolean>();
  // Code points are what the font encodes; a character the font lacks becomes `?` whole.
  return (text) =>
    Array.from(text.normalize('NFC'))
      .map((character) => {
        let ok = known.get(character);
        if (ok === undefined) {
          try {
            font.encodeText(character);
            ok = true;
          } catch {
            ok = false;
          }
          known.set(character, ok);
        }
        return ok ? character : '?';
      })
      .join('');
}

/** Cuts `text` to `width` points, with an ellipsis when it did not fit. */
function fit(font: PDFFont, size: number, text: string, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width)
    cut = cut.slice(0, -1);
  return `${cut}...`;
}

interface Column {
  title: string;
  x: number;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { title: 'SKU', x: MARGIN, width: 120, align: 'left' },
  { title: 'Product', x: MARGIN + 126, width: 190, align: 'left' },
  { title: 'Qty', x: MARGIN + 322, width: 36, align: 'right' },
  { title: 'Unit (ex tax)', x: MARGIN + 364, width: 70, align: 'right' },
  { title: 'Line (ex tax)', x: MARGIN + 440, width: 59, align: 'right' },
];

export async function orderDocument(
  order: OrderDetail,
  buyer: DocumentBuyer,
  seller: SellerDetails,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Order ${String(order.id)}: order confirmation`);
  pdf.setAuthor(seller.name);
  pdf.setSubject('Order confirmation / pro-forma invoice');
  pdf.setCreationDate(new Date());
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const safe = drawable(regular);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (
    value: string,
    x: number,
    options: {
      font?: PDFFont;
      size?: number;
      color?: ReturnType<typeof rgb>;
      width?: number;
      align?: 'left' | 'right';
    } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const shown = options.width ? fit(font, size, safe(value), options.width) : safe(value);
    const left =
      options.align === 'right' && options.width
        ? x + options.width - font.widthOfTextAtSize(shown, size)
        : x;
    page.drawText(shown, { x: left, y, size, font, color: options.color ?? rgb(0, 0, 0) });
  };
  const newPage = () => {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const room = (needed: number) => {
    if (y - needed < MARGIN) newPage();
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y + 4 },
      end: { x: A4[0] - MARGIN, y: y + 4 },
      thickness: 0.5,
      color: RULE,
    });
  };

  // Heading: the wholesaler on the left, the document on the right.
  text(seller.name, MARGIN, { font: bold, size: 16 });
  text('Order confirmation', A4[0] - MARGIN - 200, {
    font: bold,
    size: 16,
    width: 200,
    align: 'right',
  });
  y -= LINE + 4;
  const sellerLines = [
    ...seller.address,
    ...(seller.email ? [seller.email] : []),
    ...(seller.phone ? [seller.phone] : []),
    seller.taxId,
  ];
  for (const line of sellerLines) {
    text(line, MARGIN, { color: MUTED });
    y -= LINE;
  }
  y += LINE * sellerLines.length;
  const facts: [string, string][] = [
    ['Pro-forma invoice', ''],
    ['Order', String(order.id)],
    ['Date', order.date],
    ['Your reference', order.reference || '-'],
    ['Status', order.status],
  ];
  for (const [label, value] of facts) {
    const width = 200;
    text(value ? `${label}: ${value}` : label, A4[0] - MARGIN - width, {
      color: value ? rgb(0, 0, 0) : MUTED,
      width,
      align: 'right',
    });
    y -= LINE;
  }
  y -= LINE * Math.max(0, sellerLines.length - facts.length) + LINE;

  // The buyer and the addresses, in columns.
  const blocks: [string, string[]][] = [
    ['Buyer', [buyer.name, buyer.company, buyer.email].filter(Boolean)],
    ['Bill to', order.billing ? addressLines(order.billing) : ['-']],
    ['Ship to', order.shipping[0] ? addressLines(order.shipping[0]) : ['-']],
  ];
  const blockWidth = (A4[0] - 2 * MARGIN) / blocks.length;
  const tallest = Math.max(...blocks.map(([, lines]) => lines.length));
  blocks.forEach(([title, lines], index) => {
    const x = MARGIN + index * blockWidth;
    const top = y;
    text(title, x, { font: bold, width: blockWidth - 8 });
    lines.forEach((line, row) => {
      y = top - LINE * (row + 1);
      text(line, x, { width: blockWidth - 8 });
    });
    y = top;
  });
  y -= LINE * (tallest + 2);

  // The lines, with the heading row again on every page.
  const heading = () => {
    for (const column of COLUMNS)
      text(column.title, column.x, {
        font: bold,
        size: 9,
        width: column.width,
        align: column.align,
      });
    y -= 6;
    rule();
    y -= LINE;
  };
  heading();
  for (const line of order.lines) {
    if (y - LINE < MARGIN + LINE) {
      newPage();
      heading();
    }
    const cells = [
      line.sku,
      line.name,
      String(line.quantity),
      formatCurrency(line.unitPrice),
      formatCurrency(line.lineTotal),
    ];
    COLUMNS.forEach((column, index) => {
      text(cells[index] ?? '', column.x, { size: 9, width: column.width, align: column.align });
    });
    y -= LINE;
  }
  rule();
  y -= LINE;

  room(LINE * 4);
  for (const [label, value, font] of [
    ['Subtotal (ex tax)', order.subtotal, regular],
    ['Tax', order.tax, regular],
    ['Total (Incl. tax)', order.total, bold],
  ] as const) {
    text(label, MARGIN + 300, { font, width: 134, align: 'right' });
    text(formatCurrency(value), MARGIN + 440, { font, width: 59, align: 'right' });
    y -= LINE;
  }

  if (order.containers.length > 0) {
    y -= LINE;
    room(LINE * (order.containers.length + 2));
    text('Containers', MARGIN, { font: bold });
    y -= LINE;
    for (const container of order.containers) {
      text(
        `${container.brandName}: ${formatVolume(container.used)} of ${formatVolume(container.capacity)} CBM`,
        MARGIN,
      );
      y -= LINE;
    }
  }

  if (order.notes) {
    y -= LINE;
    room(LINE * 3);
    text('Order notes', MARGIN, { font: bold });
    y -= LINE;
    text(order.notes, MARGIN, { width: A4[0] - 2 * MARGIN });
    y -= LINE;
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(
      safe(
        `${seller.name} - order ${String(order.id)} - page ${String(index + 1)} of ${String(pages.length)}`,
      ),
      { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: MUTED },
    );
  });
  return pdf.save();
}

function addressLines(address: OrderAddressView): string[] {
  return [address.name, address.company, ...address.lines, address.phone].filter(Boolean);
}
