import { describe, expect, it } from 'vitest';
import type { MilestoneEvent } from '@shop/domain';
import { containerJourney, isLoaded, type ProductionFacts } from './container-journey';

const facts: ProductionFacts = {
  factory: { id: 40, name: 'Foshan Living' },
  proforma_number: 'PF-12-40',
  deposit_percent: 30,
  container: { equipment_reference: 'SHPU0000013' },
  slot: { key: '2026-12-04' },
  etd: { planned: '2027-01-18' },
  eta: { planned: '2027-02-08' },
  invoices: [
    {
      invoiceNumber: 'INV-12-40-D',
      type: 'deposit',
      dueDate: '2026-12-09',
      originalBalance: { value: '14475.00' },
      openBalance: { value: '14475.00' },
      status: 0,
    },
    {
      invoiceNumber: 'INV-12-40-B',
      type: 'balance',
      dueDate: '2027-01-11',
      originalBalance: { value: '33775.00' },
      openBalance: { value: '33775.00' },
      status: 0,
    },
  ],
};

const event = (
  classifier: MilestoneEvent['eventClassifierCode'],
  code: string,
  at: string,
  created = '2026-12-01T00:00:00Z',
): MilestoneEvent =>
  code === 'DEPA' || code === 'ARRI'
    ? {
        eventType: 'TRANSPORT',
        eventClassifierCode: classifier,
        eventDateTime: at,
        eventCreatedDateTime: created,
        transportEventTypeCode: code,
      }
    : {
        eventType: 'EQUIPMENT',
        eventClassifierCode: classifier,
        eventDateTime: at,
        eventCreatedDateTime: created,
        equipmentEventTypeCode: code,
        emptyIndicatorCode: 'LADEN',
      };

const plan = [
  event('PLN', 'STUF', '2027-01-11T12:00:00Z'),
  event('PLN', 'DEPA', '2027-01-18T12:00:00Z'),
  event('PLN', 'ARRI', '2027-02-08T12:00:00Z'),
];

describe('containerJourney', () => {
  it('awaits the deposit and tells what is owed next', () => {
    const journey = containerJourney(12, facts, plan, '2026-12-02');
    expect(journey).toMatchObject({
      factory: 'Foshan Living',
      equipmentReference: 'SHPU0000013',
      stage: { key: 'awaiting-deposit', label: 'Awaiting deposit' },
      etd: 'Mon 18 Jan 2027',
      eta: 'Mon 8 Feb 2027',
      etdMovedDays: 0,
      owedNext: 'Deposit $14,475 due Wed 9 Dec 2026',
    });
    expect(journey.payments[0]).toMatchObject({
      label: 'Deposit (30 %)',
      amount: '$14,475',
      due: 'Wed 9 Dec 2026',
      status: 0,
      overdue: false,
    });
    expect(journey.milestones.find((m) => m.key === 'departed')).toMatchObject({
      planned: 'Mon 18 Jan 2027',
      dateTime: '2027-01-18',
    });
  });

  it('is on the water with an arrival that moved, the deposit paid and the balance part paid', () => {
    const paid: ProductionFacts = {
      ...facts,
      invoices: [
        { ...facts.invoices[0]!, status: 2, openBalance: { value: '0.00' } },
        { ...facts.invoices[1]!, status: 1, openBalance: { value: '3775.00' } },
      ],
    };
    const events = [
      ...plan,
      event('ACT', 'DEPA', '2027-01-19T08:00:00Z'),
      event('EST', 'ARRI', '2027-02-11T12:00:00Z', '2027-01-25T00:00:00Z'),
    ];
    const journey = containerJourney(12, paid, events, '2027-01-26');
    expect(journey).toMatchObject({
      stage: { key: 'on-the-water', label: 'On the water' },
      etd: 'Tue 19 Jan 2027',
      etdMovedDays: 1,
      eta: 'Thu 11 Feb 2027',
      etaMovedDays: 3,
      owedNext: 'Balance $3,775 due Mon 11 Jan 2027 (overdue)',
    });
    expect(journey.payments[1]).toMatchObject({
      status: 1,
      openBalance: '$3,775',
      overdue: true,
    });
  });

  it('owes nothing once both are paid', () => {
    const done: ProductionFacts = {
      ...facts,
      invoices: facts.invoices.map((i) => ({
        ...i,
        status: 2 as const,
        openBalance: { value: '0.00' },
      })),
    };
    expect(containerJourney(12, done, plan, '2027-03-01').owedNext).toBeNull();
    expect(containerJourney(12, done, [], '2027-03-01').stage.key).toBe('in-production');
  });

  describe('documents', () => {
    const base = '/account/orders/12/containers/40';

    it('links the pro-forma and the packing list from the start, no commercial invoice yet', () => {
      for (const events of [plan, [...plan, event('ACT', 'STUF', '2027-01-11T08:00:00Z')]]) {
        expect(containerJourney(12, facts, events, '2026-12-02').documents).toEqual([
          { label: 'Pro-forma invoice', href: `${base}/proforma.pdf` },
          { label: 'Packing list', href: `${base}/packing-list.pdf` },
        ]);
      }
      expect(isLoaded(containerJourney(12, facts, plan, '2026-12-02').stage)).toBe(false);
    });

    it('adds the commercial invoice once the container is loaded (ACT LOAD), and keeps it after', () => {
      const loaded = [...plan, event('ACT', 'LOAD', '2027-01-17T08:00:00Z')];
      const planned = [...plan, event('PLN', 'LOAD', '2027-01-17T08:00:00Z')];
      expect(containerJourney(12, facts, planned, '2027-01-10').documents).toHaveLength(2);
      for (const events of [loaded, [...loaded, event('ACT', 'DEPA', '2027-01-19T08:00:00Z')]]) {
        const journey = containerJourney(12, facts, events, '2027-01-20');
        expect(isLoaded(journey.stage)).toBe(true);
        expect(journey.documents.map((d) => d.href)).toEqual([
          `${base}/proforma.pdf`,
          `${base}/packing-list.pdf`,
          `${base}/commercial-invoice.pdf`,
        ]);
        expect(journey.documents[2]?.label).toBe('Commercial invoice');
      }
    });
  });
});
