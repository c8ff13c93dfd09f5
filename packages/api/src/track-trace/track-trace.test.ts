import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { RequestPayloadError } from '../errors/request-payload-error';
import { eventsSearch } from './track-trace-client';
import { eventsQuerySchema, trackTraceEventSchema } from './track-trace.schemas';

const search = (query: unknown) => eventsSearch(eventsQuerySchema.parse(query)).toString();

describe('the query of GET /v2/events', () => {
  it("joins lists with commas and writes DCSA's date operators", () => {
    const params = new URLSearchParams(
      search({
        equipmentEventTypeCode: ['STUF', 'LOAD'],
        equipmentReference: 'SHPU0000017',
        eventCreatedDateTime: { gte: '2026-11-01T00:00:00+08:00' },
        limit: 10,
      }),
    );
    expect(Object.fromEntries(params)).toEqual({
      eventType: 'EQUIPMENT,TRANSPORT',
      equipmentEventTypeCode: 'STUF,LOAD',
      equipmentReference: 'SHPU0000017',
      'eventCreatedDateTime:gte': '2026-11-01T00:00:00+08:00',
      limit: '10',
    });
  });

  it('asks only for the event types this client reads, and sends a cursor alone', () => {
    expect(search({})).toBe('eventType=EQUIPMENT%2CTRANSPORT');
    expect(search({ eventType: ['TRANSPORT'] })).toBe('eventType=TRANSPORT');
    expect(search({ cursor: 'abc' })).toBe('cursor=abc');
  });

  it('refuses what DCSA does not allow before sending anything', async () => {
    for (const query of [
      { cursor: 'abc', limit: 5 },
      { limit: 0 },
      { limit: 1001 },
      { eventType: ['SHIPMENT'] },
      { equipmentEventTypeCode: ['LOADED'] },
      { eventCreatedDateTime: { gte: '2026-11-01T00:00:00' } },
      { eventCreatedDateTime: { after: '2026-11-01T00:00:00Z' } },
    ])
      expect(eventsQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    const client = createApiClient({
      apiBaseUrl: 'http://127.0.0.1:9/api',
      productServiceBaseUrl: 'http://127.0.0.1:9/ps',
      trackTrace: { endpoint: 'http://127.0.0.1:9' },
    });
    await expect(client.trackTrace.events({ limit: 0 })).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
    await expect(client.trackTrace.event(' ')).rejects.toBeInstanceOf(RequestPayloadError);
  });
});

describe('trackTraceEventSchema', () => {
  const base = {
    eventID: '7d7f6a3e-3c39-4d8f-9d1b-2f0b8b1a6a11',
    eventClassifierCode: 'PLN',
    eventDateTime: '2027-01-18T00:00:00.000Z',
    eventCreatedDateTime: '2026-11-28T04:00:00.000Z',
    documentReferences: [{ documentReferenceType: 'BKG', documentReferenceValue: 'TF7-3' }],
    references: [],
  };

  it('reads an equipment event and a transport event by their type', () => {
    const equipment = trackTraceEventSchema.parse({
      ...base,
      eventType: 'EQUIPMENT',
      equipmentEventTypeCode: 'LOAD',
      equipmentReference: 'SHPU0000017',
      ISOEquipmentCode: '42GP',
      emptyIndicatorCode: 'LADEN',
    });
    expect(equipment.eventType === 'EQUIPMENT' && equipment.equipmentEventTypeCode).toBe('LOAD');
    const transport = trackTraceEventSchema.parse({
      ...base,
      eventType: 'TRANSPORT',
      transportEventTypeCode: 'DEPA',
      transportCall: { transportCallID: 'x', modeOfTransport: 'VESSEL', UNLocationCode: 'CNFOS' },
    });
    expect(transport.eventType === 'TRANSPORT' && transport.transportCall.UNLocationCode).toBe(
      'CNFOS',
    );
  });

  it('refuses an event missing what its type requires, or with a classifier DCSA lacks', () => {
    expect(
      trackTraceEventSchema.safeParse({
        ...base,
        eventType: 'TRANSPORT',
        transportEventTypeCode: 'DEPA',
      }).success,
    ).toBe(false);
    expect(
      trackTraceEventSchema.safeParse({
        ...base,
        eventClassifierCode: 'GUESS',
        eventType: 'EQUIPMENT',
        equipmentEventTypeCode: 'LOAD',
        emptyIndicatorCode: 'LADEN',
      }).success,
    ).toBe(false);
    expect(trackTraceEventSchema.safeParse({ ...base, eventType: 'SHIPMENT' }).success).toBe(false);
  });
});

describe('the trackTrace configuration', () => {
  it('is optional, and a clear error when used unconfigured', () => {
    const client = createApiClient({
      apiBaseUrl: 'http://localhost:4000/api',
      productServiceBaseUrl: 'http://localhost:4000/product-service',
    });
    expect(() => client.trackTrace).toThrow(/trackTrace is not configured/);
    expect(() =>
      createApiClient({
        apiBaseUrl: 'http://localhost:4000/api',
        productServiceBaseUrl: 'http://localhost:4000/product-service',
        trackTrace: { endpoint: 'carrier' },
      }),
    ).toThrow(/trackTrace\.endpoint/);
  });
});
