/**
 * DCSA Track & Trace 2.2.0's code lists (EVENT_DOMAIN 1.0.4), spelled as its schemas spell
 * them: the backend's database enums and request checks and the API client's answer checks
 * all read these, so a code exists everywhere or nowhere.
 */

export const EVENT_TYPES = ['EQUIPMENT', 'TRANSPORT', 'SHIPMENT'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** PLN planned, EST estimated, ACT actual. */
export const EVENT_CLASSIFIERS = ['PLN', 'EST', 'ACT'] as const;
export type EventClassifier = (typeof EVENT_CLASSIFIERS)[number];

export const EQUIPMENT_EVENT_TYPE_CODES = [
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
] as const;
export type EquipmentEventTypeCode = (typeof EQUIPMENT_EVENT_TYPE_CODES)[number];

export const TRANSPORT_EVENT_TYPE_CODES = ['ARRI', 'DEPA'] as const;
export type TransportEventTypeCode = (typeof TRANSPORT_EVENT_TYPE_CODES)[number];

export const EMPTY_INDICATOR_CODES = ['EMPTY', 'LADEN'] as const;
export type EmptyIndicatorCode = (typeof EMPTY_INDICATOR_CODES)[number];

export const MODES_OF_TRANSPORT = ['VESSEL', 'RAIL', 'TRUCK', 'BARGE'] as const;
export type ModeOfTransport = (typeof MODES_OF_TRANSPORT)[number];

/** Where a transport call happens: berth, customer location, container freight station, … */
export const FACILITY_TYPE_CODES = [
  'BOCR',
  'CLOC',
  'COFS',
  'OFFD',
  'DEPO',
  'INTE',
  'POTE',
  'RAMP',
] as const;
