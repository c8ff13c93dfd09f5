import { describe, expect, it } from 'vitest';
import { csvCell, subscribersCsv } from './subscribers-csv';

describe('csvCell', () => {
  it('quotes separators and quotes, and defuses formulas', () => {
    expect(csvCell('plain@example.com')).toBe('plain@example.com');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const lead of ['=', '+', '-', '@', '\t'])
      expect(csvCell(`${lead}1+1`)).toBe(`'${lead}1+1`);
    // A carriage return also needs quoting, after the quote mark.
    expect(csvCell('\r1')).toBe('"\'\r1"');
  });
});

describe('subscribersCsv', () => {
  it('writes a header and one CRLF line per subscriber', () => {
    const csv = subscribersCsv([
      { email: 'a@example.com', listId: 'trade', createdAt: new Date('2026-11-01T10:00:00Z') },
    ]);
    expect(csv).toBe(
      'email,list_id,subscribed_at\r\na@example.com,trade,2026-11-01T10:00:00.000Z\r\n',
    );
  });
});
