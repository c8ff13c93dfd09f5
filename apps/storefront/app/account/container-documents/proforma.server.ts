// The pro-forma invoice of one factory's container: the seller and the buyer, the order and
// its pro-forma number, the factory's lines and the container value, then the payment
// schedule — the deposit and the balance as the backend invoiced them (printed, never
// recomputed: together they are the container value) with their due dates and status — and
// how to pay (SELLER_PAYMENT_DETAILS).
import { formatCurrency, formatDay, INVOICE_STATUS, INVOICE_STATUS_LABELS } from '@shop/domain';
import { MUTED } from '../../pdf/pdf-writer.server';
import { addressLines, drawLines } from '../order-document.server';
import type { ContainerOrder } from './container-order.server';
import {
  buyerLines,
  documentWriter,
  drawAmounts,
  drawBlocks,
  drawHeading,
  factoryName,
  footer,
  LINE,
} from './document-parts.server';

/** One row of the payment schedule as printed. */
export function scheduleRows({ production }: ContainerOrder): string[][] {
  return production.invoices.map((invoice) => {
    const open = Number(invoice.openBalance.value);
    const status = INVOICE_STATUS_LABELS[invoice.status];
    return [
      invoice.type === 'deposit' ? `Deposit (${String(production.deposit_percent)} %)` : 'Balance',
      invoice.invoiceNumber,
      formatCurrency(Number(invoice.originalBalance.value)),
      formatDay(invoice.dueDate),
      open > 0 && invoice.status !== INVOICE_STATUS.open
        ? `${status}, ${formatCurrency(open)} open`
        : status,
    ];
  });
}

export async function proformaPdf(
  input: ContainerOrder,
  paymentDetails: readonly string[],
): Promise<Uint8Array> {
  const { order, production, seller } = input;
  const writer = await documentWriter(
    `Pro-forma invoice ${production.proforma_number}`,
    `Pro-forma invoice of the ${production.factory.name} container of order ${String(order.id)}`,
    seller,
  );
  drawHeading(writer, seller, 'Pro-forma invoice', [
    ['Pro-forma', production.proforma_number],
    ['Order', String(order.id)],
    ['Order date', order.date],
    ['Factory', factoryName(input)],
    ['Production slot', formatDay(production.slot.key)],
  ]);
  drawBlocks(writer, [
    ['Buyer', buyerLines(input)],
    ['Bill to', addressLines(order.billing)],
    ['Ship to', order.shipping[0] ? addressLines(order.shipping[0]) : []],
  ]);
  drawLines(writer, input.lines);
  drawAmounts(writer, input);

  writer.y -= LINE;
  writer.need(LINE * 6);
  writer.line('Payment schedule', { size: 12, bold: true });
  writer.table(
    [
      { title: 'Instalment', width: 110 },
      { title: 'Invoice', width: 120 },
      { title: 'Amount', width: 80, align: 'right' },
      { title: 'Due', width: 100 },
      { title: 'Status', width: 89 },
    ],
    scheduleRows(input),
    { size: 9 },
  );
  writer.line(
    `Departure (ETD) planned ${formatDay(production.etd.planned)}, arrival (ETA) ${formatDay(production.eta.planned)}.`,
    { size: 9, color: MUTED },
  );

  writer.y -= LINE;
  writer.need(LINE * (paymentDetails.length + 2));
  writer.line('How to pay', { size: 12, bold: true });
  for (const line of paymentDetails) writer.line(line);
  writer.line(`Please quote ${production.proforma_number} with every payment.`, {
    size: 9,
    color: MUTED,
  });

  return writer.finish(footer(seller, `pro-forma ${production.proforma_number}`));
}
