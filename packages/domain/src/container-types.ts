/**
 * Shipping container presets for the container builder: usable volume in CBM of the
 * common ISO boxes (20 ft ≈ 33, 40 ft ≈ 67, 40 ft high cube ≈ 76).
 */
export const CONTAINER_TYPES = [
  { id: '20ft', label: '20 ft standard', capacity: 33 },
  { id: '40ft', label: '40 ft standard', capacity: 67 },
  { id: '40ft-hc', label: '40 ft high cube', capacity: 76 },
] as const;

export type ContainerType = (typeof CONTAINER_TYPES)[number];
export type ContainerTypeId = ContainerType['id'];

/** The preset with this id, or `null` for an unknown id. */
export function containerTypeById(id: unknown): ContainerType | null {
  return CONTAINER_TYPES.find((type) => type.id === id) ?? null;
}
