import { stageRank, type ContainerJourney } from './container-journey';

/** The columns /account/containers sorts by, in table order (`?sort=`). */
export const JOURNEY_SORTS = [
  { key: 'factory', label: 'Factory' },
  { key: 'order', label: 'Order' },
  { key: 'stage', label: 'Stage' },
  { key: 'etd', label: 'Departs (ETD)' },
  { key: 'eta', label: 'Arrives (ETA)' },
] as const;
export type JourneySort = (typeof JOURNEY_SORTS)[number]['key'];

const compare: Record<JourneySort, (a: ContainerJourney, b: ContainerJourney) => number> = {
  factory: (a, b) => a.factory.localeCompare(b.factory),
  order: (a, b) => b.orderId - a.orderId,
  stage: (a, b) => stageRank(a.stage) - stageRank(b.stage),
  etd: (a, b) => a.etdDate.localeCompare(b.etdDate),
  eta: (a, b) => a.etaDate.localeCompare(b.etaDate),
};

/** The journeys sorted by a column; ties keep the newest order first. */
export function sortJourneys(
  journeys: readonly ContainerJourney[],
  sort: JourneySort,
): ContainerJourney[] {
  return [...journeys].sort((a, b) => compare[sort](a, b) || b.orderId - a.orderId);
}
