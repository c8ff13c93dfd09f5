// The packing list of one factory's container, from its load plan (orderFactoryLoad, the plan
// the printed load plan prints): per line its SKU, product, cartons, units, gross weight and
// CBM, and a totals row that is the plan's own totals — every carton, the weight and the
// volume the plan requests — so the list and the load plan never disagree.
import { formatVolume } from '@shop/domain';
import type { LoadPlan } from '@shop/domain/load-plan';
import { KG, packingRows } from '../../container/load-plan-pdf.server';
import type { FactoryLoad } from '../../container/load-plans.server';
import { DANGER, MUTED } from '../../pdf/pdf-writer.server';
import { addressLines } from '../order-document.server';
import type { ContainerOrder } from './container-order.server';
import {
  buyerLines,
  documentWriter,
  drawBlocks,
  drawHeading,
  factoryName,
  footer,
} from './document-parts.server';

/** The totals row's figures: the plan's cartons, units, gross kg and CBM. */
export function packingTotals(plan: LoadPlan) {
  const cartons = [...plan.placed, ...plan.unplaced].map((p) => p.carton);
  return {
    cartons: cartons.length,
    units: cartons.reduce((sum, carton) => sum + carton.units, 0),
    kg: plan.weight.requestedKg,
    cbm: plan.volume.requestedCbm,
  };
}

export async function packingListPdf(
  input: ContainerOrder,
  load: FactoryLoad,
): Promise<Uint8Array> {
  const { order, production, seller } = input;
  const { plan } = load;
  const writer = await documentWriter(
    `Packing list: order ${String(order.id)}, ${production.factory.name}`,
    `Packing list of the ${production.factory.name} container of order ${String(order.id)}`,
    seller,
  );
  drawHeading(writer, seller, 'Packing list', [
    ['Order', String(order.id)],
    ['Order date', order.date],
    ['Pro-forma', production.proforma_number],
    ['Factory', factoryName(input)],
    [
      'Container',
      `${load.box.label}${production.container ? `, ${production.container.equipment_reference}` : ''}`,
    ],
  ]);
  drawBlocks(writer, [
    ['Buyer', buyerLines(input)],
    ['Ship to', order.shipping[0] ? addressLines(order.shipping[0]) : []],
  ]);

  const totals = packingTotals(plan);
  writer.table(
    [
      { title: 'SKU', width: 128 },
      { title: 'Product', width: 160 },
      { title: 'Cartons', width: 45, align: 'right' },
      { title: 'Units', width: 40, align: 'right' },
      { title: 'Gross kg', width: 70, align: 'right' },
      { title: 'CBM', width: 55, align: 'right' },
    ],
    [
      ...packingRows(plan).map(([sku, row]) => [
        sku,
        row.label,
        String(row.cartons),
        String(row.units),
        KG.format(row.kg),
        formatVolume(row.mm3 / 1e9),
      ]),
      [
        'Total',
        '',
        String(totals.cartons),
        String(totals.units),
        KG.format(totals.kg),
        formatVolume(totals.cbm),
      ],
    ],
    { size: 9, boldLast: true },
  );
  writer.paragraph(
    'Gross weight and CBM are of the cartons, as the load plan packs them (carton sizes and weights from the catalogue).',
    { size: 8, color: MUTED },
  );
  if (plan.unsized.length > 0)
    writer.paragraph(
      `Not on this list, as the catalogue gives no size for them: ${plan.unsized.join(', ')}.`,
      { size: 9, color: DANGER },
    );
  if (plan.unplaced.length > 0)
    writer.paragraph(
      `${String(plan.unplaced.length)} of ${String(totals.cartons)} cartons do not fit the ${load.box.label} container as planned: see the load plan.`,
      { size: 9, color: DANGER },
    );
  return writer.finish(footer(seller, `packing list, order ${String(order.id)}`));
}
