// A container of an order after checkout, as the buyer follows it: its stage, its milestones
// with planned, estimated and actual dates, and its deposit and balance. Pure: the order page
// and /account/containers build it from the order's production metafield and the container's
// DCSA Track & Trace events.
import {
  CONTAINER_STAGES,
  INVOICE_STATUS,
  bestDate,
  containerStage,
  formatCurrency,
  formatDay,
  isOverdue,
  milestoneDates,
  type ContainerStage,
  type InvoiceStatusCode,
  type MilestoneEvent,
} from '@shop/domain';
import type { Milestone, ScheduledPayment } from '@shop/ui/container-timeline';
import { containerDocumentPath, CONTAINER_DOCUMENTS } from './container-documents/paths';
import type { ContainerDocumentKind } from './container-documents/paths';

/** What the journey reads of a production metafield (`production` / `factory:{brandId}`). */
export interface ProductionFacts {
  factory: { id: number; name: string };
  proforma_number: string;
  deposit_percent: number;
  container: { equipment_reference: string } | null;
  slot: { key: string };
  etd: { planned: string };
  eta: { planned: string };
  invoices: readonly {
    invoiceNumber: string;
    type: 'deposit' | 'balance';
    dueDate: string;
    originalBalance: { value: string };
    openBalance: { value: string };
    status: InvoiceStatusCode;
  }[];
}

export interface ContainerJourney {
  orderId: number;
  brandId: number;
  factory: string;
  equipmentReference: string | null;
  proformaNumber: string;
  stage: ContainerStage;
  /** The departure and arrival as best known (actual, else estimated, else planned). */
  etd: string;
  eta: string;
  /** The same as `YYYY-MM-DD`, for sorting. */
  etdDate: string;
  etaDate: string;
  /** Days the departure or arrival moved from the plan (0: on plan). */
  etdMovedDays: number;
  etaMovedDays: number;
  milestones: Milestone[];
  payments: ScheduledPayment[];
  /** What the buyer owes next, e.g. "Deposit $14,475 due Wed 9 Dec 2026" (+ " (overdue)"), or null. */
  owedNext: string | null;
  /** The container's documents to download; the commercial invoice once it is loaded. */
  documents: { label: string; href: string }[];
}

/** The stages in order, for sorting a list of containers by how far they are. */
export const stageRank = (stage: ContainerStage) =>
  CONTAINER_STAGES.findIndex((s) => s.key === stage.key);

/**
 * Whether the container is loaded on the vessel, so that its commercial invoice is issued: it
 * has reached the `loaded` stage or a later one (an ACT LOAD event, or a later milestone that
 * happened, as `containerStage` reads them).
 */
export function isLoaded(stage: ContainerStage): boolean {
  return stageRank(stage) >= CONTAINER_STAGES.findIndex((s) => s.key === 'loaded');
}

function documentsOf(orderId: number, brandId: number, stage: ContainerStage) {
  const kinds: ContainerDocumentKind[] = [
    'proforma',
    'packingList',
    ...(isLoaded(stage) ? (['commercialInvoice'] as const) : []),
  ];
  return kinds.map((kind) => ({
    label: CONTAINER_DOCUMENTS[kind].label,
    href: containerDocumentPath(orderId, brandId, kind),
  }));
}

const depositLabel = (percent: number) => `Deposit (${String(percent)} %)`;

function paymentsOf(facts: ProductionFacts, today: string): ScheduledPayment[] {
  return facts.invoices.map((invoice) => {
    const open = Number(invoice.openBalance.value);
    return {
      key: invoice.invoiceNumber,
      label: invoice.type === 'deposit' ? depositLabel(facts.deposit_percent) : 'Balance',
      amount: formatCurrency(Number(invoice.originalBalance.value)),
      due: formatDay(invoice.dueDate),
      dueDateTime: invoice.dueDate,
      status: invoice.status,
      ...(invoice.status === INVOICE_STATUS.partiallyPaid && { openBalance: formatCurrency(open) }),
      overdue: isOverdue({ openBalance: open, dueDate: invoice.dueDate }, today),
    };
  });
}

function owedNextOf(facts: ProductionFacts, today: string): string | null {
  const next = facts.invoices.find((invoice) => invoice.status !== INVOICE_STATUS.paid);
  if (!next) return null;
  const label = next.type === 'deposit' ? 'Deposit' : 'Balance';
  const open = Number(next.openBalance.value);
  const late = isOverdue({ openBalance: open, dueDate: next.dueDate }, today) ? ' (overdue)' : '';
  return `${label} ${formatCurrency(open)} due ${formatDay(next.dueDate)}${late}`;
}

/** Where the container stands: its furthest milestone, else whether its deposit is paid. */
export function stageOf(
  facts: Pick<ProductionFacts, 'invoices'>,
  events: readonly MilestoneEvent[],
): ContainerStage {
  const depositPaid = facts.invoices.some(
    (invoice) => invoice.type === 'deposit' && invoice.status === INVOICE_STATUS.paid,
  );
  return containerStage(events, depositPaid);
}

/** A container's journey from its production facts and its events (any order, any source). */
export function containerJourney(
  orderId: number,
  facts: ProductionFacts,
  events: readonly MilestoneEvent[],
  today: string,
): ContainerJourney {
  const dates = milestoneDates(events);
  const departed = dates.find((d) => d.milestone.key === 'departed');
  const arrived = dates.find((d) => d.milestone.key === 'arrived');
  const etdDate = (departed && bestDate(departed)) ?? facts.etd.planned;
  const etaDate = (arrived && bestDate(arrived)) ?? facts.eta.planned;
  const milestones = dates.map((d): Milestone => {
    const shown = bestDate(d);
    return {
      key: d.milestone.key,
      label: d.milestone.label,
      ...(d.planned && { planned: formatDay(d.planned) }),
      ...(d.estimated && { estimated: formatDay(d.estimated) }),
      ...(d.actual && { actual: formatDay(d.actual) }),
      ...(d.movedDays !== undefined && { movedDays: d.movedDays }),
      ...(shown && { dateTime: shown.slice(0, 10) }),
    };
  });
  const stage = stageOf(facts, events);
  return {
    orderId,
    brandId: facts.factory.id,
    factory: facts.factory.name,
    equipmentReference: facts.container?.equipment_reference ?? null,
    proformaNumber: facts.proforma_number,
    stage,
    etd: formatDay(etdDate),
    eta: formatDay(etaDate),
    etdDate: etdDate.slice(0, 10),
    etaDate: etaDate.slice(0, 10),
    etdMovedDays: departed?.movedDays ?? 0,
    etaMovedDays: arrived?.movedDays ?? 0,
    milestones,
    payments: paymentsOf(facts, today),
    owedNext: owedNextOf(facts, today),
    documents: documentsOf(orderId, facts.factory.id, stage),
  };
}
