// The printable load plan (docs/behaviour.md#load-plans): one factory's container as a PDF for
// the people who load it — the limit that binds, the loaders' advice, the views from above,
// from the side and from the door (planViews, as the builder draws them, in the same colours),
// the packing list and the loading sequence. Written by the storefront's one PDF writer.
import { OVER_CAPACITY_MESSAGE } from '@shop/domain';
import type { LoadPlan, PlacedCarton } from '@shop/domain/load-plan';
import { bindingLimit, loadPlanAdvice, planViews } from '@shop/domain/load-plan';
import {
  bindingLimitText,
  legendOf,
  limitFigureText,
  lineColours,
  REFUSAL_REASON_LABELS,
} from '@shop/ui/load-plan';
import { rgb } from 'pdf-lib';
import { isolate } from '../pdf/pdf-text';
import { pdfDownload } from '../pdf/pdf-download.server';
import { A4, DANGER, hexColour, INK, MUTED, PdfWriter } from '../pdf/pdf-writer.server';
import type { FactoryLoad } from './load-plans.server';

/** Kilograms as the printed plan and the packing list print them. */
export const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const MM = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export interface LoadPlanPdfInput {
  /** The factory's plan; its lines are keyed by SKU, which the packing list prints. */
  load: FactoryLoad;
  printedAt: Date;
  /** The placed order whose container this is; without it, the buyer's cart. */
  orderId?: number;
}

// How tall the views may be together, in points: the page keeps room for the figures above.
const VIEWS_HEIGHT = 260;

/** The three views at one scale: from above over the side view, the door view beside it. */
function drawViews(writer: PdfWriter, plan: LoadPlan) {
  const [top, side, door] = planViews(plan);
  if (!top || !side || !door) return;
  const colours = lineColours(plan);
  const gap = 14;
  const label = 12;
  const scale = Math.min(
    (writer.width - gap) / (top.width + door.width),
    (VIEWS_HEIGHT - gap - 2 * label) / (top.height + side.height),
  );
  writer.need(VIEWS_HEIGHT);
  const origin = writer.y;
  const place = [
    { view: top, x: writer.left, top: origin - label },
    { view: side, x: writer.left, top: origin - label * 2 - gap - top.height * scale },
    {
      view: door,
      x: writer.left + top.width * scale + gap,
      top: origin - label * 2 - gap - top.height * scale,
    },
  ];
  for (const { view, x, top: viewTop } of place) {
    const height = view.height * scale;
    writer.text(`${view.label} (${view.orientation})`, x, viewTop + 3, {
      size: 7,
      bold: true,
      color: MUTED,
      width: view.kind === 'door' ? writer.right - x : top.width * scale,
    });
    for (const r of view.rects)
      writer.rect(
        x + r.x * scale,
        viewTop - (r.y + r.height) * scale,
        r.width * scale,
        r.height * scale,
        {
          fill: hexColour(colours.get(r.carton.carton.lineKey) ?? '#2f6b4f'),
          border: rgb(1, 1, 1),
          borderWidth: 0.3,
        },
      );
    writer.rect(x, viewTop - height, view.width * scale, height, { border: INK });
    if (view.kind !== 'door')
      // The door, dashed, on the right.
      writer.page.drawLine({
        start: { x: x + view.width * scale, y: viewTop - height },
        end: { x: x + view.width * scale, y: viewTop },
        thickness: 2.5,
        color: DANGER,
        dashArray: [4, 3],
      });
  }
  writer.y = origin - VIEWS_HEIGHT;
  drawLegend(writer, plan);
}

/** A swatch per product with its cartons, in the views' colours (the builder's legend). */
function drawLegend(writer: PdfWriter, plan: LoadPlan) {
  let x = writer.left;
  writer.need(14);
  writer.y -= 9;
  for (const row of legendOf(plan)) {
    const text = writer.fit(
      `${isolate(row.label)}: ${String(row.placed)} of ${String(row.total)} cartons`,
      230,
      {
        size: 8,
      },
    );
    const width = 12 + writer.widthOf(text, { size: 8 }) + 14;
    if (x + width > writer.right) {
      x = writer.left;
      writer.need(14);
      writer.y -= 12;
    }
    writer.rect(x, writer.y - 1, 8, 8, { fill: hexColour(row.colour) });
    writer.text(text, x + 12, writer.y, { size: 8 });
    x += width;
  }
  writer.y -= 12;
}

/** One line of a packing list: its cartons, units, gross weight and the cartons' CBM. */
export interface PackingRow {
  label: string;
  cartons: number;
  units: number;
  kg: number;
  /** Cubic mm of its cartons (÷ 1e9: CBM), summed as the plan sums them. */
  mm3: number;
  size: string;
  placed: number;
}

/**
 * Per line (by SKU, in line order): cartons, units, weight — what the loaders tick off. Every
 * carton of the plan, placed or not, so the rows add up to the plan's requested figures.
 */
export function packingRows(plan: LoadPlan): [string, PackingRow][] {
  const lines = new Map<string, PackingRow>();
  const add = (carton: PlacedCarton['carton'], placed: boolean) => {
    const row = lines.get(carton.lineKey) ?? {
      label: carton.label,
      cartons: 0,
      units: 0,
      kg: 0,
      mm3: 0,
      size: `${MM.format(carton.width)} × ${MM.format(carton.depth)} × ${MM.format(carton.height)}`,
      placed: 0,
    };
    row.cartons += 1;
    row.units += carton.units;
    row.kg += carton.weightKg;
    row.mm3 += carton.width * carton.depth * carton.height;
    if (placed) row.placed += 1;
    lines.set(carton.lineKey, row);
  };
  for (const p of plan.placed) add(p.carton, true);
  for (const u of plan.unplaced) add(u.carton, false);
  return [...lines.entries()];
}

const UNPLACED = {
  size: 'too big for the container however turned',
  door: 'fits inside, not through the door',
  weight: 'over the payload',
  space: 'no room where it may stand',
} as const;

/** The printable load plan of one factory's container. */
export async function loadPlanPdf({
  load,
  printedAt,
  orderId,
}: LoadPlanPdfInput): Promise<Uint8Array> {
  const { plan, box, brandName } = load;
  const holder = orderId === undefined ? 'The cart' : `Order ${String(orderId)}`;
  const title =
    orderId === undefined
      ? `Load plan: ${brandName}, ${box.label}`
      : `Load plan of order ${String(orderId)}: ${brandName}, ${box.label}`;
  const writer = await PdfWriter.create({
    size: { width: A4.height, height: A4.width },
    margin: 36,
    title,
    subject: `Loading sequence, packing list and views of a ${box.label} container`,
    creationDate: printedAt,
  });
  const printed = printedAt.toISOString().slice(0, 16).replace('T', ' ');

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
  // The builder's gauge, in words: the limit that binds, then every limit's figures.
  const limit = bindingLimit({ cbm: { used: load.used, capacity: load.capacity }, plan });
  writer.line(`${bindingLimitText(limit, plan.unplaced.length)} (${String(limit.percent)} %).`, {
    size: 11,
    bold: true,
    color: limit.over ? DANGER : INK,
  });
  writer.line(
    `${String(plan.placed.length)} of ${String(total)} cartons placed. ${limit.figures.map((f) => `${limitFigureText(f)} (${String(f.percent)} %)`).join('. ')}.`,
    { size: 9, color: MUTED, gap: 6 },
  );
  for (const advice of loadPlanAdvice(plan)) writer.paragraph(advice.text, { size: 9, gap: 3 });
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
  return writer.finish(
    (page, pages) => `${title} · printed ${printed} UTC · page ${String(page)} of ${String(pages)}`,
  );
}

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** A load plan address's answer when there is no plan to print: the reason, as text. */
export const loadPlanRefusal = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** The download's name: the factory, its box (and order). */
function loadPlanFilename({ load, orderId }: Pick<LoadPlanPdfInput, 'load' | 'orderId'>) {
  const factory =
    load.brandName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || load.brandId;
  const order = orderId === undefined ? '' : `order-${String(orderId)}-`;
  return `load-plan-${order}${factory}-${load.box.id}.pdf`;
}

/**
 * The printable plan as a download, kept per version of the plan (pdf-download.server.ts):
 * `holder` names the cart or order it is of. The time printed is the first render's.
 */
export function loadPlanDownload(
  request: Request,
  {
    customerId,
    holder,
    load,
    orderId,
  }: Omit<LoadPlanPdfInput, 'printedAt'> & {
    customerId: number;
    holder: string;
  },
): Promise<Response> {
  // What the PDF prints is the plan; "what still fits" is the builder's alone.
  const shows = { ...load, stillFits: undefined, orderId };
  return pdfDownload(request, {
    customerId,
    name: `load-plan:${holder}:${load.brandId}`,
    shows,
    filename: loadPlanFilename({ load, orderId }),
    render: () => loadPlanPdf({ load, orderId, printedAt: new Date() }),
  });
}
