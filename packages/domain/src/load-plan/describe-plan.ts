// A pass's placements turned into the public plan: loading order, figures, reasons and
// warnings.
import { centreWarnings } from './centre-of-gravity';
import type { Box, Item } from './items';
import { loadingSequence } from './loading-order';
import type { ContainerSpec, LoadPlan, LoadPlanReason, PlacedCarton } from './plan-types';
import type { PassResult } from './strategies';

const round1 = (value: number) => Math.round(value * 10) / 10;
const percentOf = (part: number, whole: number) => round1((part / whole) * 100);

export function describePlan(
  container: ContainerSpec,
  box: Box,
  items: readonly Item[],
  { packing, unplaced }: PassResult,
  unsized: string[],
): LoadPlan {
  const order = loadingSequence(packing);
  const idOf = (i: number) => (packing.item[i] as Item).carton.id;
  let momentX = 0;
  let momentY = 0;
  let momentZ = 0;
  const placed = order.map((i, position): PlacedCarton => {
    const item = packing.item[i] as Item;
    const x = packing.x0[i] as number;
    const y = packing.y0[i] as number;
    const z = packing.z0[i] as number;
    const length = (packing.x1[i] as number) - x;
    const width = (packing.y1[i] as number) - y;
    const height = (packing.z1[i] as number) - z;
    momentX += item.grams * (x + length / 2);
    momentY += item.grams * (y + width / 2);
    momentZ += item.grams * (z + height / 2);
    return {
      carton: item.source,
      step: position + 1,
      x,
      y,
      z,
      length,
      width,
      height,
      loadOnTopKg: (packing.load[i] as number) / 1000,
      restsOn: (packing.supports[i] as number[]).map(idOf),
    };
  });
  const requestedGrams = items.reduce((sum, item) => sum + item.grams, 0);
  const requestedVolume = items.reduce((sum, item) => sum + item.volume, 0);
  const innerVolume = box.L * box.W * box.H;
  const reasons: LoadPlanReason[] = [];
  if (requestedVolume > innerVolume) reasons.push('volume');
  if (requestedGrams > box.payload) reasons.push('weight');
  if (reasons.length === 0 && unplaced.length > 0) reasons.push('fit');

  const grams = packing.usedGrams;
  const centreOfGravity =
    grams > 0 ? { x: momentX / grams, y: momentY / grams, z: momentZ / grams } : null;
  const warnings = centreOfGravity ? centreWarnings(centreOfGravity, box) : [];
  const estimated = [
    ...new Set(items.filter((item) => item.carton.estimated).map((item) => item.carton.lineKey)),
  ];
  if (estimated.length > 0) warnings.push({ kind: 'estimated-cartons', lineKeys: estimated });
  if (unsized.length > 0) warnings.push({ kind: 'unsized-lines', lineKeys: unsized });

  return {
    container,
    placed,
    unplaced: [...unplaced]
      .sort((a, b) => a.item.index - b.item.index)
      .map(({ item, reason }) => ({ carton: item.source, reason })),
    fits: unplaced.length === 0,
    reasons,
    volume: {
      usedCbm: packing.usedVolume / 1e9,
      requestedCbm: requestedVolume / 1e9,
      capacityCbm: innerVolume / 1e9,
      percent: percentOf(packing.usedVolume, innerVolume),
    },
    weight: {
      usedKg: grams / 1000,
      requestedKg: requestedGrams / 1000,
      maxPayloadKg: box.payload / 1000,
      percent: percentOf(grams, box.payload),
    },
    centreOfGravity,
    warnings,
    unsized,
  };
}
