// What the buyer reads: short, and only what the event and the order know.
import { daysBetween, formatCurrency, formatDay, type MilestoneKey } from '@shop/domain';

export interface ContainerContext {
  customerId: number;
  firstName: string;
  email: string;
  orderId: number;
  purchaseOrder: string | null;
  factory: string;
  equipmentReference: string;
}

/** What happened, as it reads after "Container SHPU0000017 …", and how a place follows it. */
const HAPPENED: Record<MilestoneKey, { words: string; place: string }> = {
  'cargo-ready': { words: 'is stuffed and ready', place: 'at' },
  'gated-in': { words: 'was gated in', place: 'at' },
  loaded: { words: 'was loaded on the vessel', place: 'at' },
  departed: { words: 'departed', place: '' },
  arrived: { words: 'arrived', place: 'at' },
  discharged: { words: 'was discharged', place: 'at' },
  delivered: { words: 'left the port for delivery', place: 'from' },
};

export const orderLink = (storefrontUrl: string, orderId: number) =>
  `${storefrontUrl}/account/orders/${String(orderId)}`;

const orderWords = (c: Pick<ContainerContext, 'orderId' | 'purchaseOrder'>) =>
  `order ${String(c.orderId)}${c.purchaseOrder ? ` (your PO ${c.purchaseOrder})` : ''}`;

function letter(firstName: string, lines: string[], link: string) {
  return [`Hello ${firstName},`, '', ...lines, '', `Your order: ${link}`].join('\n');
}

export function milestoneText(
  c: ContainerContext,
  milestone: { key: MilestoneKey; label: string },
  at: string,
  place: string | undefined,
  storefrontUrl: string,
) {
  const { words, place: preposition } = HAPPENED[milestone.key];
  const where = place ? ` ${[preposition, place].filter(Boolean).join(' ')}` : '';
  const what = `Container ${c.equipmentReference} ${words}${where} on ${formatDay(at)}`;
  return {
    subject: what,
    body: letter(
      c.firstName,
      [
        `${what}.`,
        '',
        `Order: ${orderWords(c)}`,
        `Factory: ${c.factory}`,
        `Container: ${c.equipmentReference}`,
        `Milestone: ${milestone.label}`,
      ],
      orderLink(storefrontUrl, c.orderId),
    ),
  };
}

export type MovedDate = 'departure' | 'arrival';

export function movedText(
  c: ContainerContext,
  which: MovedDate,
  was: string,
  now: string,
  why: 'estimate' | 'plan',
  storefrontUrl: string,
) {
  const days = daysBetween(was, now);
  const direction = `${String(Math.abs(days))} day${Math.abs(days) === 1 ? '' : 's'} ${days > 0 ? 'later' : 'earlier'}`;
  const subject = `Container ${c.equipmentReference}: ${why === 'estimate' ? 'estimated' : 'planned'} ${which} moved to ${formatDay(now)}`;
  const cause =
    why === 'estimate'
      ? `The latest estimate of its ${which} is ${formatDay(now)}, ${direction} than planned (${formatDay(was)}).`
      : `The factory's production slot moved: its ${which} is now planned for ${formatDay(now)}, ${direction} than before (${formatDay(was)}).`;
  return {
    subject,
    body: letter(
      c.firstName,
      [`Container ${c.equipmentReference} of ${orderWords(c)} from ${c.factory}:`, cause],
      orderLink(storefrontUrl, c.orderId),
    ),
  };
}

export function depositDueText(
  invoice: {
    invoiceNumber: string;
    orderId: number;
    purchaseOrder: string | null;
    factory: string;
    dueDate: string;
    openBalance: number;
    currency: string;
  },
  firstName: string,
  today: string,
  storefrontUrl: string,
) {
  const due = invoice.dueDate < today ? `was due ${formatDay(invoice.dueDate)}` : 'is due today';
  const amount = `${invoice.currency} ${formatCurrency(invoice.openBalance)}`;
  return {
    subject: `Deposit ${invoice.invoiceNumber} ${due}: ${amount} open`,
    body: letter(
      firstName,
      [
        `The deposit invoice ${invoice.invoiceNumber} for ${orderWords(invoice)} from ${invoice.factory} ${due} (${formatDay(invoice.dueDate)}).`,
        `Still open: ${amount}.`,
        'Production of the container starts once the deposit is paid.',
      ],
      orderLink(storefrontUrl, invoice.orderId),
    ),
  };
}
