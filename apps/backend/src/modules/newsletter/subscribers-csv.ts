export interface SubscriberRow {
  email: string;
  listId: string;
  createdAt: Date;
}

/**
 * One CSV cell: quoted when needed, and a leading `= + - @` (or tab/CR) neutralised with
 * a quote mark, so a spreadsheet opening the export never runs a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const lines = [['email', 'list_id', 'subscribed_at'].join(',')];
  for (const row of rows)
    lines.push([row.email, row.listId, row.createdAt.toISOString()].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
