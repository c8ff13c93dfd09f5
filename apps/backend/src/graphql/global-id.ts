/** Relay global ids as the hosted storefront schema spells them: base64 of `Type:entityId`. */
export function globalId(type: string, entityId: number): string {
  return Buffer.from(`${type}:${entityId}`).toString('base64');
}

/** The entity id inside a global id of `type`, or null for anything else. */
export function entityIdOf(type: string, id: string): number | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const match = /^([A-Za-z]+):(\d{1,9})$/.exec(decoded);
  if (match?.[1] !== type) return null;
  return Number(match[2]);
}
