/**
 * Shipping container presets: usable volume in CBM for the container builder (`capacity`,
 * rounded down: 20 ft ≈ 33, 40 ft ≈ 67, 40 ft high cube ≈ 76) and the figures a load plan
 * needs (behaviour.md#load-plans): inner size and door opening in millimetres, weights in kilograms.
 *
 * The sizes are the typical figures carriers publish for the ISO 668 series 1 boxes (1CC,
 * 1AA, 1AAA dry containers). A given box differs by a few millimetres and its tare by some
 * 100 kg — its CSC plate is authoritative — so a plan made with these figures is a plan
 * for the usual box, not for one container number.
 */
export const CONTAINER_TYPES = [
  {
    id: '20ft',
    label: '20 ft standard',
    capacity: 33,
    inner: { length: 5898, width: 2352, height: 2393 },
    door: { width: 2340, height: 2280 },
    maxGrossKg: 30_480,
    tareKg: 2200,
    maxPayloadKg: 28_280,
  },
  {
    id: '40ft',
    label: '40 ft standard',
    capacity: 67,
    inner: { length: 12_032, width: 2352, height: 2393 },
    door: { width: 2340, height: 2280 },
    maxGrossKg: 30_480,
    tareKg: 3750,
    maxPayloadKg: 26_730,
  },
  {
    id: '40ft-hc',
    label: '40 ft high cube',
    capacity: 76,
    inner: { length: 12_032, width: 2352, height: 2698 },
    door: { width: 2340, height: 2585 },
    maxGrossKg: 30_480,
    tareKg: 3900,
    maxPayloadKg: 26_580,
  },
] as const;

export type ContainerType = (typeof CONTAINER_TYPES)[number];
export type ContainerTypeId = ContainerType['id'];

/** The preset with this id, or `null` for an unknown id. */
export function containerTypeById(id: unknown): ContainerType | null {
  return CONTAINER_TYPES.find((type) => type.id === id) ?? null;
}
