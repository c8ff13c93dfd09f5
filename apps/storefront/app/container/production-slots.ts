/** The checkout form's field that carries a factory's production slot (its key). */
export const slotField = (brandId: string) => `slot_${brandId}`;
