import type { LoadPlan } from '@shop/domain/load-plan';

// Ten hues far enough apart to tell products apart in both views, dark enough for a white
// outline to show, and the same in SVG and WebGL (three.js cannot read CSS custom properties).
const PALETTE = [
  '#2f6b4f',
  '#a8642a',
  '#1d5fa8',
  '#8e3b6e',
  '#5b7f1f',
  '#b0452c',
  '#3d5a80',
  '#7a5c12',
  '#1f7a7a',
  '#6b4fa0',
] as const;

/** A colour per cart line, in the order the lines first appear in the plan. */
export function lineColours(plan: Pick<LoadPlan, 'placed' | 'unplaced'>): Map<string, string> {
  const colours = new Map<string, string>();
  for (const { carton } of [...plan.placed, ...plan.unplaced]) {
    if (!colours.has(carton.lineKey)) {
      colours.set(carton.lineKey, PALETTE[colours.size % PALETTE.length] as string);
    }
  }
  return colours;
}

/** Each line once, with its label, colour and how many of its cartons are placed (up to `step`). */
export function legendOf(
  plan: Pick<LoadPlan, 'placed' | 'unplaced'>,
  step = plan.placed.length,
): { lineKey: string; label: string; colour: string; placed: number; total: number }[] {
  const colours = lineColours(plan);
  const rows = new Map<
    string,
    { lineKey: string; label: string; colour: string; placed: number; total: number }
  >();
  const row = (lineKey: string, label: string) => {
    let entry = rows.get(lineKey);
    if (entry === undefined) {
      entry = { lineKey, label, colour: colours.get(lineKey) ?? PALETTE[0], placed: 0, total: 0 };
      rows.set(lineKey, entry);
    }
    return entry;
  };
  for (const p of plan.placed) {
    const entry = row(p.carton.lineKey, p.carton.label);
    entry.total += 1;
    if (p.step <= step) entry.placed += 1;
  }
  for (const u of plan.unplaced) row(u.carton.lineKey, u.carton.label).total += 1;
  return [...rows.values()];
}
