import { CONTAINER_TYPES, checkContainerLoad } from '@shop/domain';
import type { CartonSpec } from '@shop/domain/load-plan';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text';
import { loadPlanPdf } from './load-plan-pdf.server';
import type { FactoryLoad } from './load-plans.server';

const carton = (over: Partial<CartonSpec> = {}): CartonSpec => ({
  width: 1200,
  depth: 800,
  height: 600,
  grossWeightKg: 900,
  unitsPerCarton: 1,
  stackable: false,
  maxLoadOnTopKg: 0,
  thisSideUp: true,
  source: 'carton',
  estimated: [],
  ...over,
});

function load(): FactoryLoad {
  const [box] = CONTAINER_TYPES;
  const check = checkContainerLoad(
    [
      { key: 'TKY-1', label: '東京 marble top', quantity: 4, carton: carton() },
      { key: 'HFA-2', label: 'שולחן חיפה', quantity: 2, carton: carton() },
      {
        key: 'CHR-3',
        label: 'Lounge chair 🪑',
        quantity: 2,
        carton: carton({ grossWeightKg: 40 }),
      },
    ],
    box,
  );
  if (check.plan === null) throw new Error('no plan');
  return {
    brandId: '43',
    brandName: '東京家具株式会社',
    box: { id: box.id, label: box.label },
    capacity: 26,
    used: 4.6,
    plan: check.plan,
    refusal: null,
    stillFits: [],
  };
}

describe('the printed load plan', () => {
  it('prints the factory and products as written, the binding limit, advice, views and legend', async () => {
    const read = await readPdf(await loadPlanPdf({ load: load(), printedAt: new Date() }));
    expect(read.title).toBe('Load plan: 東京家具株式会社, 20 ft standard');
    const all = read.text.join('\n');
    expect(all).toContain('Load plan: 東京家具株式会社, 20 ft standard');
    // 5.5 t of marble in 4.6 CBM: the weight binds first.
    expect(all).toContain('Limited by the weight: 22,800 kg left (19.4 %).');
    expect(all).toMatch(/Products 4\.600 of 26\.000 CBM \(the CBM rule\)/);
    // Eight cartons of 900 kg from the back wall: worth advice to the loaders.
    expect(all).toMatch(
      /^Spread the heavy cartons along the container, or block and brace the load/m,
    );
    for (const label of ['From above', 'From the side', 'From the door'])
      expect(all).toContain(`${label} (`);
    // The legend and the packing list name each product in its own script.
    expect(all).toContain('東京 marble top: 4 of 4 cartons');
    expect(all).toContain('שולחן חיפה: 2 of 2 cartons');
    expect(all).toContain('Lounge chair 🪑: 2 of 2 cartons');
    expect(all).toMatch(/^HFA-2 שולחן חיפה 2 2 /m);
    expect(all).not.toContain('?');
  });
});
