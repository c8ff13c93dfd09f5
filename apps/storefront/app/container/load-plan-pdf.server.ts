// The printable load plan (docs/behaviour.md#load-plans): one factory's container as a PDF for the people who load
// it — the plan's figures, the 2D views (from above and from the side, as the builder draws
// them), the packing list and the loading sequence. pdf-lib with its standard fonts (they
// ship inside the package), so nothing is fetched while a plan is printed.
import { OVER_CAPACITY_MESSAGE } from '@shop/domain';
import type { LoadPlan, PlacedCarton } from '@shop/domain/load-plan';
import { legendOf, lineColours, REFUSAL_REASON_LABELS } from '@shop/ui/load-plan';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { FactoryLoad } from './load-plans.server';

// A4 landscape, in points.
const PAGE = { width: 842, height: 595 } as const;
const MARGIN = 36;
const INK = rgb(0.12, 0.13, 0.15);
const MUTED = rgb(0.42, 0.44, 0.48);
const RULE = rgb(0.8, 0.81, 0.84);
const DANGER = rgb(0.7, 0.12, 0.12);

const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const MM = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const CBM = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface LoadPlanPdfInput {
  /** The factory's plan; its lines are keyed by SKU, which the packing list prints. */
  load: FactoryLoad;
  printedAt: Date;
  /** The placed order whose container this is; without it, the buyer's cart. */
  orderId?: number;
}

function hexColour(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Writes text onto pages, one line at a time, turning the page when it is full. */
class Writer {
  page: PDFPage;
  y: number;
  readonly chars: Set<number>;

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly footer: string,
  ) {
    this.chars = new Set(regular.getCharacterSet());
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN;
  }

  addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    page.drawText(this.clean(this.footer), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 7,
      font: this.regular,
      color: MUTED,
    });
    return page;
  }

  newPage() {
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN;
  }

  /** Room for `height` more points on this page, else a new one. */
  need(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  /**
   * The standard fonts encode WinAnsi only: anything else (a product named in another script)
   * prints as `?` rather than failing the whole plan.
   */
  clean(text: string): string {
    let out = '';
    for (const char of text) out += this.chars.has(char.codePointAt(0) ?? 0) ? char : '?';
    return out;
  }

  /** `text` cut to `width` points, with an ellipsis. */
  fit(text: string, width: number, size: number, font = this.regular): string {
    let clean = this.clean(text);
    if (font.widthOfTextAtSize(clean, size) <= width) return clean;
    while (clean.length > 1 && font.widthOfTextAtSize(`${clean}…`, size) > width)
      clean = clean.slice(0, -1);
    return `${clean}…`;
  }

  line(text: string, { size = 10, bold = false, color = INK, gap = 4 } = {}) {
    this.need(size + gap);
    this.y -= size;
    const font = bold ? this.bold : this.regular;
    this.page.drawText(this.fit(text, PAGE.width - 2 * MARGIN, size, font), {
      x: MARGIN,
      y: this.y,
      size,
      font,
      color,
    });
    this.y -= gap;
  }

  /** A table: a header row repeated on every page, columns of fixed width, right-aligned numbers. */
  table(
    columns: { title: string; width: number; align?: 'right' }[],
    rows: string[][],
    { size = 8, boldLast = false } = {},
  ) {
    const rowHeight = size + 5;
    const header = () => {
      this.need(rowHeight * 2);
      this.y -= rowHeight;
      this.row(
        columns,
        columns.map((c) => c.title),
        size,
        true,
      );
      this.page.drawLine({
        start: { x: MARGIN, y: this.y - 3 },
        end: { x: PAGE.width - MARGIN, y: this.y - 3 },
        thickness: 0.5,
        color: RULE,
      });
    };
    header();
    rows.forEach((cells, i) => {
      if (this.y - rowHeight < MARGIN) {
        this.newPage();
        header();
      }
      this.y -= rowHeight;
      this.row(columns, cells, size, boldLast && i === rows.length - 1);
    });
    this.y -= 6;
  }

  private row(
    columns: { width: number; align?: 'right' }[],
    cells: string[],
    size: number,
    bold: boolean,
  ) {
    const font = bold ? this.bold : this.regular;
    let x = MARGIN;
    columns.forEach((column, i) => {
      const text = this.fit(cells[i] ?? '', column.width - 6, size, font);
      const width = font.widthOfTextAtSize(text, size);
      this.page.drawText(text, {
        x: column.align === 'right' ? x + column.width - 6 - width : x,
        y: this.y,
        size,
        font,
        color: INK,
      });
      x += column.width;
    });
  }
}

/** The container from above and from the side, as LoadPlanView2D draws it (back wall left). */
function drawViews(writer: Writer, plan: LoadPlan) {
  const { length: L, width: W, height: H } = plan.container.inner;
  const colours = lineColours(plan);
  const available = PAGE.width - 2 * MARGIN;
  const scale = Math.min(available / L, 130 / Math.max(W, H));
  const views: {
    title: string;
    depth: number;
    cartons: PlacedCarton[];
    rect: (p: PlacedCarton) => { x: number; y: number; w: number; h: number };
  }[] = [
    {
      title: 'Seen from above (back wall on the left, door on the right)',
      depth: W,
      // The highest carton hides the ones below it.
      cartons: [...plan.placed].sort(
        (a, b) => a.z + a.height - (b.z + b.height) || a.step - b.step,
      ),
      rect: (p) => ({ x: p.x, y: W - p.y - p.width, w: p.length, h: p.width }),
    },
    {
      title: 'Seen from the side (floor at the bottom, door on the right)',
      depth: H,
      // Seen from the left wall: the nearest carton hides the ones behind it.
      cartons: [...plan.placed].sort((a, b) => b.y - a.y || a.step - b.step),
      rect: (p) => ({ x: p.x, y: p.z, w: p.length, h: p.height }),
    },
  ];
  for (const view of views) {
    const height = view.depth * scale;
    writer.line(view.title, { size: 9, bold: true, gap: 4 });
    writer.need(height + 8);
    const bottom = writer.y - height;
    for (const p of view.cartons) {
      const r = view.rect(p);
      writer.page.drawRectangle({
        x: MARGIN + r.x * scale,
        y: bottom + r.y * scale,
        width: r.w * scale,
        height: r.h * scale,
        color: hexColour(colours.get(p.carton.lineKey) ?? '#2f6b4f'),
        borderColor: rgb(1, 1, 1),
        borderWidth: 0.3,
      });
    }
    writer.page.drawRectangle({
      x: MARGIN,
      y: bottom,
      width: L * scale,
      height,
      borderColor: INK,
      borderWidth: 1,
    });
    // The door, dashed, on the right.
    writer.page.drawLine({
      start: { x: MARGIN + L * scale, y: bottom },
      end: { x: MARGIN + L * scale, y: bottom + height },
      thickness: 2.5,
      color: DANGER,
      dashArray: [4, 3],
    });
    writer.y = bottom - 10;
  }
  // The legend: a swatch per product with its cartons.
  const legend = legendOf(plan);
  let x = MARGIN;
  writer.need(14);
  writer.y -= 9;
  for (const row of legend) {
    const text = writer.fit(
      `${row.label}: ${String(row.placed)} of ${String(row.total)} cartons`,
      230,
      8,
    );
    const width = 12 + writer.regular.widthOfTextAtSize(text, 8) + 14;
    if (x + width > PAGE.width - MARGIN) {
      x = MARGIN;
      writer.need(14);
      writer.y -= 12;
    }
    writer.page.drawRectangle({
      x,
      y: writer.y - 1,
      width: 8,
      height: 8,
      color: hexColour(row.colour),
    });
    writer.page.drawText(text, {
      x: x + 12,
      y: writer.y,
      size: 8,
      font: writer.regular,
      color: INK,
    });
    x += width;
  }
  writer.y -= 10;
}

/** Per line: cartons, units, weight — what the loaders tick off. */
function packingRows(plan: LoadPlan) {
  const lines = new Map<
    string,
    { label: string; cartons: number; units: number; kg: number; size: string; placed: number }
  >();
  const add = (carton: PlacedCarton['carton'], placed: boolean) => {
    const row = lines.get(carton.lineKey) ?? {
      label: carton.label,
      cartons: 0,
      units: 0,
      kg: 0,
      size: `${MM.format(carton.width)} × ${MM.format(carton.depth)} × ${MM.format(carton.height)}`,
      placed: 0,
    };
    row.cartons += 1;
    row.units += carton.units;
    row.kg += carton.weightKg;
    if (placed) row.placed += 1;
    lines.set(carton.lineKey, row);
  };
  for (const p of plan.placed) add(p.carton, true);
  for (const u of plan.unplaced) add(u.carton, false);
  return [...lines.entries()];
}

/** The printable load plan of one factory's container. */
export async function loadPlanPdf({
  load,
  printedAt,
  orderId,
}: LoadPlanPdfInput): Promise<Uint8Array> {
  const { plan, box, brandName } = load;
  const doc = await PDFDocument.create();
  const holder = orderId === undefined ? 'The cart' : `Order ${String(orderId)}`;
  const title =
    orderId === undefined
      ? `Load plan: ${brandName}, ${box.label}`
      : `Load plan of order ${String(orderId)}: ${brandName}, ${box.label}`;
  doc.setTitle(title);
  doc.setSubject(`Loading sequence, packing list and views of a ${box.label} container`);
  doc.setCreator('Trade storefront');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(printedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const printed = printedAt.toISOString().slice(0, 16).replace('T', ' ');
  const writer = new Writer(doc, regular, bold, `${title} · printed ${printed} UTC`);

  const { inner, door } = plan.container;
  const total = plan.placed.length + plan.unplaced.length;
  writer.line(title, { size: 18, bold: true, gap: 8 });
  writer.line(
    `${box.label} container: inside ${MM.format(inner.length)} × ${MM.format(inner.width)} × ${MM.format(inner.height)} mm, door ${MM.format(door.width)} × ${MM.format(door.height)} mm, payload ${KG.format(plan.container.maxPayloadKg)} kg. ${holder} holds ${String(load.capacity)} CBM for this factory.`,
    { size: 9, color: MUTED, gap: 8 },
  );
  if (load.refusal !== null) {
    writer.line(OVER_CAPACITY_MESSAGE, { size: 11, bold: true, color: DANGER });
    writer.line(
      `${REFUSAL_REASON_LABELS[load.refusal]}: ${String(plan.unplaced.length)} of ${String(total)} cartons cannot be placed. This container cannot be loaded as ${holder.toLowerCase()} stands.`,
      { size: 10, color: DANGER, gap: 8 },
    );
  }
  writer.line(
    `${String(plan.placed.length)} of ${String(total)} cartons placed. Volume ${CBM.format(plan.volume.usedCbm)} of ${CBM.format(plan.volume.capacityCbm)} CBM (${String(plan.volume.percent)} %). Weight ${KG.format(plan.weight.usedKg)} of ${KG.format(plan.weight.maxPayloadKg)} kg (${String(plan.weight.percent)} %).`,
    { size: 10 },
  );
  const cog = plan.centreOfGravity;
  if (cog !== null)
    writer.line(
      `Centre of gravity: ${MM.format(cog.x)} mm from the back wall, ${MM.format(cog.y)} mm from the left wall, ${MM.format(cog.z)} mm above the floor.`,
      { size: 9, color: MUTED },
    );
  for (const warning of plan.warnings) {
    const text =
      warning.kind === 'centre-of-gravity'
        ? `Warning: the centre of gravity is ${MM.format(warning.offsetMm)} mm off along the ${warning.axis} (${MM.format(warning.toleranceMm)} mm advised).`
        : warning.kind === 'estimated-cartons'
          ? `Estimated: no carton data for ${warning.lineKeys.join(', ')}; each unit counts as one carton of its own size, upright, not stacked on.`
          : `Not in the plan: ${warning.lineKeys.join(', ')} (no size at all).`;
    writer.line(text, { size: 9, color: DANGER });
  }
  writer.y -= 6;
  drawViews(writer, plan);

  writer.need(80);
  writer.line('Packing list', { size: 13, bold: true, gap: 2 });
  const packing = packingRows(plan);
  const sum = packing.reduce(
    (acc, [, row]) => ({
      cartons: acc.cartons + row.cartons,
      units: acc.units + row.units,
      kg: acc.kg + row.kg,
    }),
    { cartons: 0, units: 0, kg: 0 },
  );
  writer.table(
    [
      { title: 'SKU', width: 150 },
      { title: 'Product', width: 250 },
      { title: 'Cartons', width: 55, align: 'right' },
      { title: 'Units', width: 55, align: 'right' },
      { title: 'Weight (kg)', width: 75, align: 'right' },
      { title: 'Carton W × D × H (mm)', width: 130 },
      { title: 'Placed', width: 55, align: 'right' },
    ],
    [
      ...packing.map(([sku, row]) => [
        sku,
        row.label,
        String(row.cartons),
        String(row.units),
        KG.format(row.kg),
        row.size,
        String(row.placed),
      ]),
      [
        'Total',
        '',
        String(sum.cartons),
        String(sum.units),
        KG.format(sum.kg),
        '',
        String(plan.placed.length),
      ],
    ],
    { size: 8, boldLast: true },
  );

  writer.newPage();
  writer.line('Loading sequence (back wall to door, bottom up)', { size: 13, bold: true, gap: 2 });
  writer.line(
    'Positions are of the carton corner nearest the back wall, the left wall and the floor, seen from the door.',
    { size: 8, color: MUTED, gap: 2 },
  );
  writer.table(
    [
      { title: 'Step', width: 40, align: 'right' },
      { title: 'Carton', width: 120 },
      { title: 'Product', width: 190 },
      { title: 'From back (mm)', width: 75, align: 'right' },
      { title: 'From left (mm)', width: 75, align: 'right' },
      { title: 'Height (mm)', width: 65, align: 'right' },
      { title: 'L × W × H (mm)', width: 110 },
      { title: 'kg', width: 45, align: 'right' },
      { title: 'On', width: 50 },
    ],
    plan.placed.map((p) => [
      String(p.step),
      p.carton.id,
      p.carton.label,
      MM.format(p.x),
      MM.format(p.y),
      MM.format(p.z),
      `${MM.format(p.length)} × ${MM.format(p.width)} × ${MM.format(p.height)}`,
      KG.format(p.carton.weightKg),
      p.restsOn.length === 0
        ? 'floor'
        : `${String(p.restsOn.length)} carton${p.restsOn.length === 1 ? '' : 's'}`,
    ]),
  );
  if (plan.unplaced.length > 0) {
    writer.line('Not loaded', { size: 13, bold: true, color: DANGER, gap: 2 });
    writer.table(
      [
        { title: 'Carton', width: 160 },
        { title: 'Product', width: 300 },
        { title: 'Why', width: 200 },
      ],
      plan.unplaced.map((u) => [u.carton.id, u.carton.label, UNPLACED[u.reason]]),
    );
  }
  return doc.save();
}

const UNPLACED = {
  size: 'too big for the container however turned',
  door: 'fits inside, not through the door',
  weight: 'over the payload',
  space: 'no room where it may stand',
} as const;

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** A load plan address's answer when there is no plan to print: the reason, as text. */
export const loadPlanRefusal = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** The printable plan as a download named after the factory, its box (and order). */
export async function loadPlanPdfResponse(input: LoadPlanPdfInput): Promise<Response> {
  const { load, orderId } = input;
  const pdf = await loadPlanPdf(input);
  const factory =
    load.brandName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || load.brandId;
  const order = orderId === undefined ? '' : `order-${String(orderId)}-`;
  const name = `load-plan-${order}${factory}-${load.box.id}.pdf`;
  // A copy over a plain ArrayBuffer: what a Response body is typed to take.
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Content-Length': String(pdf.byteLength),
    },
  });
}
