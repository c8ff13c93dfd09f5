import { describe, expect, it } from 'vitest';
import type { CartonSpec } from './carton';
import {
  CARTON_METAFIELD_KEYS,
  ESTIMATED_KG_PER_CBM,
  cartonFromMetafields,
  cartonMetafields,
} from './carton';

const chairCarton = {
  CartonWidth: '620',
  CartonDepth: '560',
  CartonHeight: '480',
  CartonGrossWeight: '34.5',
  CartonUnits: '4',
  CartonStackable: 'Yes',
  CartonMaxLoadOnTop: '120',
  CartonThisSideUp: 'No',
};

describe('cartonFromMetafields', () => {
  it('reads every carton figure from the myob metafields', () => {
    expect(cartonFromMetafields(chairCarton)).toEqual({
      width: 620,
      depth: 560,
      height: 480,
      grossWeightKg: 34.5,
      unitsPerCarton: 4,
      stackable: true,
      maxLoadOnTopKg: 120,
      thisSideUp: false,
      source: 'carton',
      estimated: [],
    } satisfies CartonSpec);
  });

  it('reads REST lists and GraphQL connections alike', () => {
    const list = Object.entries(chairCarton).map(([key, value]) => ({ key, value }));
    expect(cartonFromMetafields(list)).toEqual(cartonFromMetafields(chairCarton));
    expect(cartonFromMetafields({ edges: list.map((node) => ({ node })) })).toEqual(
      cartonFromMetafields(chairCarton),
    );
  });

  it("takes the variant's figure over the product's, and the product's where the variant has none", () => {
    const carton = cartonFromMetafields({ CartonGrossWeight: '48' }, chairCarton);
    expect(carton?.grossWeightKg).toBe(48);
    expect(carton?.width).toBe(620);
  });

  it('rounds a fractional size up to the whole millimetre', () => {
    const carton = cartonFromMetafields({ ...chairCarton, CartonWidth: '620.2' });
    expect(carton?.width).toBe(621);
  });

  it('falls back to one unit in a carton of the product size, estimated on the safe side', () => {
    const carton = cartonFromMetafields({
      ProductWidth: '2200',
      ProductDepth: '950',
      ProductHeight: '800',
      // Carton figures without a carton size describe nothing and are ignored.
      CartonStackable: 'Yes',
      CartonGrossWeight: '5',
    });
    expect(carton).toEqual({
      width: 2200,
      depth: 950,
      height: 800,
      // 1.672 CBM × 250 kg/CBM = 418 kg
      grossWeightKg: 418,
      unitsPerCarton: 1,
      stackable: false,
      maxLoadOnTopKg: 0,
      thisSideUp: true,
      source: 'product',
      // Not stackable, so no load on top to estimate.
      estimated: Object.keys(CARTON_METAFIELD_KEYS).filter((key) => key !== 'maxLoadOnTop'),
    });
    expect(ESTIMATED_KG_PER_CBM).toBe(250);
  });

  it('estimates a missing weight from the volume, rounded up to 0.1 kg and at least 0.1 kg', () => {
    const base = { CartonWidth: '100', CartonDepth: '100', CartonHeight: '101' };
    // 0.00101 CBM × 250 = 0.2525 kg → 0.3
    expect(cartonFromMetafields(base)?.grossWeightKg).toBe(0.3);
    expect(
      cartonFromMetafields({ CartonWidth: '10', CartonDepth: '10', CartonHeight: '10' })
        ?.grossWeightKg,
    ).toBe(0.1);
  });

  it('lists each missing or unreadable figure as estimated, and picks the safe default', () => {
    const carton = cartonFromMetafields({
      CartonWidth: '600',
      CartonDepth: '400',
      CartonHeight: '400',
      CartonGrossWeight: 'heavy',
      CartonUnits: '2.5',
      CartonStackable: 'maybe',
      CartonThisSideUp: '',
    });
    expect(carton?.estimated).toEqual(['grossWeight', 'unitsPerCarton', 'stackable', 'thisSideUp']);
    expect(carton).toMatchObject({ unitsPerCarton: 1, stackable: false, thisSideUp: true });
  });

  it('lets a stackable carton bear its own weight when no limit is given', () => {
    const carton = cartonFromMetafields({ ...chairCarton, CartonMaxLoadOnTop: undefined });
    expect(carton?.maxLoadOnTopKg).toBe(34.5);
    expect(carton?.estimated).toEqual(['maxLoadOnTop']);
  });

  it('reads a limit of 0, and gives a carton that is not stackable no load at all', () => {
    expect(cartonFromMetafields({ ...chairCarton, CartonMaxLoadOnTop: '0' })?.maxLoadOnTopKg).toBe(
      0,
    );
    expect(cartonFromMetafields({ ...chairCarton, CartonMaxLoadOnTop: '0.00' })?.estimated).toEqual(
      [],
    );
    expect(cartonFromMetafields({ ...chairCarton, CartonStackable: 'No' })?.maxLoadOnTopKg).toBe(0);
  });

  it.each([
    ['Yes', true],
    ['yes', true],
    ['Y', true],
    ['true', true],
    ['1', true],
    ['No', false],
    ['n', false],
    ['FALSE', false],
    ['0', false],
  ])('reads %j as %s', (text, value) => {
    expect(cartonFromMetafields({ ...chairCarton, CartonThisSideUp: text })?.thisSideUp).toBe(
      value,
    );
  });

  it.each(['0', '-2', 'four', '99999999999999999999'])('refuses %j units per carton', (units) => {
    expect(cartonFromMetafields({ ...chairCarton, CartonUnits: units })?.estimated).toEqual([
      'unitsPerCarton',
    ]);
  });

  it('is null when neither a carton size nor a product size can be read', () => {
    expect(cartonFromMetafields({ CartonWidth: '600', ProductWidth: '500' })).toBeNull();
    expect(cartonFromMetafields(null)).toBeNull();
    expect(cartonFromMetafields(undefined, undefined)).toBeNull();
  });
});

describe('cartonMetafields', () => {
  it('writes the metafields that read back as the same carton', () => {
    const spec = cartonFromMetafields(chairCarton) as CartonSpec;
    expect(cartonMetafields(spec)).toEqual({ ...chairCarton, CartonThisSideUp: 'No' });
    expect(cartonFromMetafields(cartonMetafields(spec))).toEqual(spec);
  });

  it('writes a limit of 0 for a carton that is not stackable', () => {
    const spec = { ...(cartonFromMetafields(chairCarton) as CartonSpec), stackable: false };
    expect(cartonMetafields(spec)).toMatchObject({
      CartonStackable: 'No',
      CartonMaxLoadOnTop: '0',
    });
  });
});
