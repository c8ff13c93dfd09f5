// The image routes cache every picture as immutable (behaviour.md#images): a browser or CDN that has a
// URL keeps its bytes for a year and never asks again. That is only true while what a URL
// draws never changes. Product pictures carry `v`, the hash of PICTURES_VERSION and of the
// data they are drawn from; the content's pictures are named assets, as a content service's
// uploads are. This test pins what the drawing code draws, so a change to it cannot slip out
// under old URLs: when it fails, bump PICTURES_VERSION (src/modules/images/image-catalogue.ts) for
// product pictures, give a changed content picture, icon, wordmark or swatch a new name, and
// update the digests below.
import { createHash } from 'node:crypto';
import { CONTENT_PHOTOS, contentPhotoPixels } from '../../src/modules/images/content-photos';
import { brandLogo, contentIcon } from '../../src/modules/images/content-graphics';
import { materialLook } from '../../src/modules/images/colour';
import { PICTURES_VERSION, productLook } from '../../src/modules/images/image-catalogue';
import { noImageSource } from '../../src/modules/images/no-image';
import { drawProductImage } from '../../src/modules/images/product-drawings';
import type { Slot } from '../../src/modules/images/product-drawings';
import { swatchSvg } from '../../src/modules/images/textures';
import { describe, expect, it } from 'vitest';

const digest = (parts: readonly (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 16);
};

const SLOTS: Slot[] = [
  { kind: 'hero' },
  { kind: 'front' },
  { kind: 'side' },
  { kind: 'back' },
  { kind: 'iso-dimensions' },
  { kind: 'client-drawing' },
  { kind: 'evaluation-drawing' },
  { kind: 'isometric-drawing' },
  { kind: 'lifestyle', n: 1 },
  { kind: 'lifestyle', n: 10 },
  { kind: 'detail', n: 2 },
  { kind: 'compartment', n: 3 },
  { kind: 'variant', n: 0 },
  { kind: 'variant', n: 1 },
];

/** Fixed looks, not the seed's: the seed's data moves `v` by itself. */
const LOOKS = [
  productLook(
    101,
    'Oslo Modular Sofa',
    { ProductWidth: '2400', ProductDepth: '950', ProductHeight: '820' },
    [
      { label: 'Velvet Forest', colors: null, imageUrl: '/images/swatches/velvet-forest.svg' },
      { label: 'Boucle Cream', colors: null, imageUrl: '/images/swatches/boucle-cream.svg' },
    ],
  ),
  productLook(
    202,
    'Fjord Sideboard',
    { ProductWidth: '1800', ProductDepth: '450', ProductHeight: '760' },
    [
      { label: 'Walnut', colors: ['#5c4033'], imageUrl: null },
      { label: 'Natural Oak', colors: null, imageUrl: null },
    ],
  ),
];

describe('what the drawing code draws (immutable URLs)', () => {
  it(`draws product pictures as pinned for PICTURES_VERSION ${PICTURES_VERSION}`, () => {
    const drawn = LOOKS.flatMap((look) => SLOTS.map((slot) => drawProductImage(look, slot)));
    expect({ version: PICTURES_VERSION, digest: digest(drawn) }).toEqual({
      version: '1',
      digest: 'ocGKEqkEXBJEgC88',
    });
  });

  it('draws the named pictures as pinned', () => {
    const photos = Object.keys(CONTENT_PHOTOS).map((name) => contentPhotoPixels(name)!);
    const icons = ['leaf', 'shield', 'handshake', 'pin', 'phone', 'mail'].map((name) =>
      contentIcon(name)!,
    );
    const brands = ['nordvik', 'oakridge', 'nordic-oak-works'].map((slug) => brandLogo(slug)!);
    const swatches = ['velvet-forest', 'boucle-cream', 'linen-sand', 'leather-tan'].map((slug) =>
      swatchSvg(slug, materialLook(slug)),
    );
    expect({
      photos: digest(photos),
      icons: digest(icons),
      brands: digest(brands),
      swatches: digest(swatches),
      noImage: digest([noImageSource()]),
    }).toEqual({
      photos: '8cv6l_Zs2brlOv-T',
      icons: 'HnILPNr1KTzRS3sH',
      brands: 'nCnpFShJUGJ5zV9n',
      swatches: 'MQGdSvKyDPk3DR4P',
      noImage: 'v03yox3HVUvngcdU',
    });
  });
});
