import { expect } from 'vitest';

// The `required` lists of the 2.2.0 bundle (tnt/v2/test/tnt_v2.2.0.yaml), by hand:
// baseEvent [eventCreatedDateTime] + baseEventBody [eventClassifierCode, eventDateTime, eventType];
// baseEquipmentEvent [emptyIndicatorCode, equipmentEventTypeCode];
// baseTransportEvent [transportCall, transportEventTypeCode] with transportCall
// [modeOfTransport, transportCallID] and its vessel [vesselIMONumber];
// documentReferences items, and references items [referenceType, referenceValue].
const BASE_REQUIRED = ['eventCreatedDateTime', 'eventClassifierCode', 'eventDateTime', 'eventType'];
const REQUIRED = {
  EQUIPMENT: [...BASE_REQUIRED, 'emptyIndicatorCode', 'equipmentEventTypeCode'],
  TRANSPORT: [...BASE_REQUIRED, 'transportCall', 'transportEventTypeCode'],
} as const;
const ENUMS = {
  eventClassifierCode: ['ACT', 'PLN', 'EST'],
  equipmentEventTypeCode: [
    'LOAD',
    'DISC',
    'GTIN',
    'GTOT',
    'STUF',
    'STRP',
    'PICK',
    'DROP',
    'INSP',
    'RSEA',
    'RMVD',
  ],
  transportEventTypeCode: ['ARRI', 'DEPA'],
  emptyIndicatorCode: ['EMPTY', 'LADEN'],
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer as sent
export function expectDcsaEvent(event: any) {
  const type = event.eventType as keyof typeof REQUIRED;
  expect(Object.keys(REQUIRED)).toContain(type);
  for (const field of REQUIRED[type]) expect(event[field], field).toBeDefined();
  for (const [field, values] of Object.entries(ENUMS))
    if (event[field] !== undefined) expect(values, field).toContain(event[field]);
  expect(event.eventID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  for (const field of ['eventDateTime', 'eventCreatedDateTime'])
    expect(Number.isNaN(Date.parse(event[field]))).toBe(false);
  if (type === 'TRANSPORT') {
    expect(event.transportCall.transportCallID).toEqual(expect.any(String));
    expect(['VESSEL', 'RAIL', 'TRUCK', 'BARGE']).toContain(event.transportCall.modeOfTransport);
    if (event.transportCall.vessel)
      expect(event.transportCall.vessel.vesselIMONumber).toMatch(/^\d{7}$/);
  } else {
    expect(event.equipmentReference.length).toBeLessThanOrEqual(15);
    expect(event.ISOEquipmentCode.length).toBeLessThanOrEqual(4);
  }
  for (const ref of event.documentReferences ?? []) {
    expect(['BKG', 'TRD']).toContain(ref.documentReferenceType);
    expect(ref.documentReferenceValue).toEqual(expect.any(String));
  }
  for (const ref of event.references ?? []) {
    expect(['FF', 'SI', 'PO', 'CR', 'AAO', 'EQ']).toContain(ref.referenceType);
    expect(ref.referenceValue).toEqual(expect.any(String));
  }
}
