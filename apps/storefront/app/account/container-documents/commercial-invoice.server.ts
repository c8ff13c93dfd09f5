// The commercial invoice of one factory's container, issued once it is loaded on the vessel:
// seller, buyer, bill-to and ship-to, the container (equipment reference, carrier booking,
// ISO equipment code), the vessel and the voyage as DCSA Track & Trace reports them, the
// lines with their values and the container value. Only what is known is printed: facts the
// events do not carry (a vessel, a port) are left out, none is made up.
import type { TrackTraceEvent } from '@shop/api';
import { bestDate, formatDay, milestoneDates } from '@shop/domain';
import type { MilestoneKey } from '@shop/domain';
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

/** The latest event of a milestone code, actual before estimated before planned. */
function eventOf(events: readonly TrackTraceEvent[], code: string): TrackTraceEvent | undefined {
  const rank = { ACT: 0, EST: 1, PLN: 2 } as const;
  return events
    .filter((event) =>
      event.eventType === 'TRANSPORT'
        ? event.transportEventTypeCode === code
        : event.equipmentEventTypeCode === code,
    )
    .toSorted(
      (a, b) =>
        rank[a.eventClassifierCode] - rank[b.eventClassifierCode] ||
        b.eventCreatedDateTime.localeCompare(a.eventCreatedDateTime),
    )[0];
}

/** Where an event happened, as named: `Yantian, Shenzhen (CNYTN)`, or null when not said. */
function placeOf(event: TrackTraceEvent | undefined): string | null {
  if (event === undefined) return null;
  const location =
    event.eventType === 'EQUIPMENT' ? event.eventLocation : event.transportCall.location;
  const code = location?.UNLocationCode ?? event.transportCall?.UNLocationCode;
  const name = location?.locationName;
  if (name && code) return `${name} (${code})`;
  return name ?? code ?? null;
}

/** The shipment as the events know it: the vessel, the loading, the departure and arrival. */
export function shipmentFacts(events: readonly TrackTraceEvent[]): [string, string][] {
  const dates = milestoneDates(events);
  const day = (key: MilestoneKey) => {
    const known = dates.find((d) => d.milestone.key === key);
    const date = known && bestDate(known);
    if (!date) return null;
    return known.actual ? formatDay(date) : `${formatDay(date)} (expected)`;
  };
  const departure = eventOf(events, 'DEPA');
  const arrival = eventOf(events, 'ARRI');
  const call = [departure, arrival].find((event) => event?.transportCall?.vessel)?.transportCall;
  const vessel = call?.vessel;
  const facts: [string, string | null][] = [
    [
      'Vessel',
      vessel
        ? vessel.vesselName
          ? `${vessel.vesselName} (IMO ${vessel.vesselIMONumber})`
          : `IMO ${vessel.vesselIMONumber}`
        : null,
    ],
    ['Voyage', call?.carrierVoyageNumber ?? null],
    ['Loaded', [day('loaded'), placeOf(eventOf(events, 'LOAD'))].filter(Boolean).join(', ')],
    ['Departure', [day('departed'), placeOf(departure)].filter(Boolean).join(', ')],
    ['Arrival', [day('arrived'), placeOf(arrival)].filter(Boolean).join(', ')],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

/** The day the container was loaded: the invoice's date (null before). */
export function loadedOn(events: readonly TrackTraceEvent[]): string | null {
  return milestoneDates(events).find((d) => d.milestone.key === 'loaded')?.actual ?? null;
}

export async function commercialInvoicePdf(input: ContainerOrder): Promise<Uint8Array> {
  const { order, production, seller, events } = input;
  const container = production.container;
  const loaded = loadedOn(events);
  const writer = await documentWriter(
    `Commercial invoice: order ${String(order.id)}, ${production.factory.name}`,
    `Commercial invoice of the ${production.factory.name} container of order ${String(order.id)}`,
    seller,
  );
  drawHeading(writer, seller, 'Commercial invoice', [
    ['Order', String(order.id)],
    ['Order date', order.date],
    ['Pro-forma', production.proforma_number],
    ...(loaded ? [['Invoice date', formatDay(loaded)] as const] : []),
    ['Factory', factoryName(input)],
  ]);
  drawBlocks(writer, [
    ['Buyer', buyerLines(input)],
    ['Bill to', addressLines(order.billing)],
    ['Ship to', order.shipping[0] ? addressLines(order.shipping[0]) : []],
  ]);

  const shipment: [string, string][] = [
    ...(container
      ? ([
          ['Container', container.equipment_reference],
          ['ISO equipment code', container.iso_equipment_code],
          ['Carrier booking', container.carrier_booking_reference],
        ] as [string, string][])
      : []),
    ...shipmentFacts(events),
  ];
  writer.need(LINE * (shipment.length + 2));
  writer.line('Shipment', { size: 12, bold: true });
  for (const [label, value] of shipment) writer.line(`${label}: ${value}`);
  writer.y -= LINE / 2;

  drawLines(writer, input.lines);
  drawAmounts(writer, input);
  return writer.finish(footer(seller, `commercial invoice, order ${String(order.id)}`));
}
