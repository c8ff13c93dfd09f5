import sharp from 'sharp';
import type { Rgb } from './colour';
import { TIMBER, parseHex } from './colour';
import type { Shape } from './furniture-model';
import { buildModel, defaultDimensions } from './furniture-model';
import { rasterFrame } from './movie/raster';
import type { Palette } from './render-model';

/** The pictures the seeded content shows (`/images/content/{name}.jpg`), drawn as room scenes. */
interface Scene {
  shape: Shape;
  palette: Palette;
  wall: string;
  floor: string;
  yaw: number;
  /** A window on the wall at this share of the width (left edge), or none. */
  window?: number;
  /** A rug under the piece. */
  rug?: string;
}

const WOOD = { frame: TIMBER, metal: '#3B3B3D' };

export const CONTENT_PHOTOS: Readonly<Record<string, Scene>> = {
  'home-hero-showroom': {
    shape: 'modularSofa',
    palette: { body: '#C8B9A6', soft: '#D8CCBB', ...WOOD },
    wall: '#E9E4DC',
    floor: '#B89874',
    yaw: 30,
    window: 0.62,
    rug: '#8E8A80',
  },
  'room-living': {
    shape: 'sofa',
    palette: { body: '#2F5A45', soft: '#3C6E56', ...WOOD },
    wall: '#EFE9E1',
    floor: '#A4825F',
    yaw: 25,
    window: 0.08,
    rug: '#C9BFAE',
  },
  'room-dining': {
    shape: 'diningTable',
    palette: { body: '#8A5A36', soft: '#8A5A36', ...WOOD },
    wall: '#DCE3E0',
    floor: '#9C7B58',
    yaw: 35,
    window: 0.66,
  },
  'room-bedroom': {
    shape: 'bed',
    palette: { body: '#D9D3C7', soft: '#EDE8DE', ...WOOD },
    wall: '#D7DCE6',
    floor: '#B59775',
    yaw: 20,
    rug: '#9AA3B5',
  },
  'room-outdoor': {
    shape: 'loungeChair',
    palette: { body: '#A77B4F', soft: '#E6DFD2', frame: '#7A5635', metal: '#3B3B3D' },
    wall: '#BFD8E8',
    floor: '#9A9A92',
    yaw: 40,
  },
  'about-workshop': {
    shape: 'sideboard',
    palette: { body: '#9A6B43', soft: '#9A6B43', ...WOOD },
    wall: '#D8D2C8',
    floor: '#7D7467',
    yaw: 30,
    window: 0.1,
  },
  'careers-team': {
    shape: 'officeChair',
    palette: { body: '#2B2F36', soft: '#3A4049', frame: '#5A5F66', metal: '#2A2A2C' },
    wall: '#E4E8EC',
    floor: '#8F949A',
    yaw: 30,
    window: 0.64,
  },
  'container-loading': {
    shape: 'cabinet',
    palette: { body: '#B5562F', soft: '#B5562F', frame: '#7E3A1F', metal: '#4A4A4A' },
    wall: '#C9D3DB',
    floor: '#6E6E6A',
    yaw: 28,
  },
  'contact-showroom': {
    shape: 'loungeChair',
    palette: { body: '#7B3F3A', soft: '#94504A', ...WOOD },
    wall: '#EEE7DF',
    floor: '#B0906C',
    yaw: 35,
    window: 0.6,
    rug: '#D3C7B4',
  },
  'collections-2027': {
    shape: 'coffeeTable',
    palette: { body: '#5C4A3A', soft: '#5C4A3A', ...WOOD },
    wall: '#E6E0F0',
    floor: '#A88B6A',
    yaw: 32,
    rug: '#7F8C7A',
  },
  'warranty-label': {
    shape: 'drawers',
    palette: { body: '#C9A27A', soft: '#C9A27A', ...WOOD },
    wall: '#F1EEE8',
    floor: '#C2A888',
    yaw: 24,
  },
  'nav-feature': {
    shape: 'diningChair',
    palette: { body: '#1F3B57', soft: '#2C5278', ...WOOD },
    wall: '#EDE6DA',
    floor: '#A98A66',
    yaw: 30,
    window: 0.08,
  },
};

export const PHOTO_SIZE = { width: 1200, height: 800 } as const;

const rgbOf = (hex: string): Rgb => parseHex(hex) ?? [128, 128, 128];

function fillRect(
  rgb: Uint8Array,
  width: number,
  rect: { x0: number; y0: number; x1: number; y1: number },
  colour: (x: number, y: number) => Rgb,
) {
  for (let y = Math.floor(rect.y0); y < Math.ceil(rect.y1); y++)
    for (let x = Math.floor(rect.x0); x < Math.ceil(rect.x1); x++)
      rgb.set(colour(x, y), (y * width + x) * 3);
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
const lit = ([r, g, b]: Rgb, f: number): Rgb => [clamp(r * f), clamp(g * f), clamp(b * f)];

/** Wall with light falling across it, planked floor, skirting, an optional window and rug. */
function room(scene: Scene) {
  return (rgb: Uint8Array, width: number, height: number) => {
    const horizon = Math.round(height * 0.7);
    const wall = rgbOf(scene.wall);
    const floor = rgbOf(scene.floor);
    fillRect(rgb, width, { x0: 0, y0: 0, x1: width, y1: horizon }, (x, y) =>
      lit(wall, 1.04 - 0.1 * (x / width) - 0.05 * (y / horizon)),
    );
    const plank = Math.round(height * 0.045);
    fillRect(rgb, width, { x0: 0, y0: horizon, x1: width, y1: height }, (x, y) => {
      const row = Math.floor((y - horizon) / plank);
      const seam = (y - horizon) % plank === 0 || (x + row * 173) % 420 === 0;
      return lit(floor, seam ? 0.82 : 0.96 + 0.06 * Math.sin(row * 1.7 + x / 90));
    });
    fillRect(rgb, width, { x0: 0, y0: horizon - 14, x1: width, y1: horizon }, () =>
      lit(wall, 0.86),
    );
    if (scene.window !== undefined) {
      const x0 = width * scene.window;
      const w = width * 0.26;
      const frame = { x0, y0: height * 0.1, x1: x0 + w, y1: height * 0.55 };
      fillRect(rgb, width, frame, () => [250, 250, 248]);
      fillRect(
        rgb,
        width,
        { x0: frame.x0 + 10, y0: frame.y0 + 10, x1: frame.x1 - 10, y1: frame.y1 - 10 },
        (_x, y) => lit([196, 222, 240], 1.08 - 0.18 * ((y - frame.y0) / (frame.y1 - frame.y0))),
      );
      const mid = (frame.x0 + frame.x1) / 2;
      fillRect(rgb, width, { x0: mid - 4, y0: frame.y0, x1: mid + 4, y1: frame.y1 }, () => [
        250, 250, 248,
      ]);
    }
    if (scene.rug) {
      const rug = rgbOf(scene.rug);
      fillRect(
        rgb,
        width,
        { x0: width * 0.14, y0: height * 0.8, x1: width * 0.86, y1: height * 0.95 },
        (x, y) => lit(rug, (Math.floor(x / 24) + Math.floor(y / 24)) % 2 === 0 ? 1 : 0.94),
      );
    }
  };
}

/** The room drawn with the movie's rasteriser: 8-bit RGB, row by row. */
function photoPixels(scene: Scene): Uint8Array {
  const { width, height } = PHOTO_SIZE;
  const dims = defaultDimensions(scene.shape);
  const boxes = buildModel(scene.shape, dims).map((b) => ({
    ...b,
    x: b.x - dims.width / 2,
    y: b.y - dims.depth / 2,
  }));
  return rasterFrame(
    boxes,
    scene.palette,
    { yaw: scene.yaw, pitch: 16 },
    width,
    height,
    room(scene),
  );
}

/** The pixels of `/images/content/{name}.jpg` before encoding (what the tests pin); null for unknown names. */
export function contentPhotoPixels(name: string): Uint8Array | null {
  const scene = Object.hasOwn(CONTENT_PHOTOS, name) ? CONTENT_PHOTOS[name] : undefined;
  return scene ? photoPixels(scene) : null;
}

/** The room encoded as a JPEG (sharp's mozjpeg). */
async function drawPhoto(scene: Scene): Promise<Uint8Array> {
  const { width, height } = PHOTO_SIZE;
  const jpeg = await sharp(photoPixels(scene), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(jpeg);
}

const drawn = new Map<string, Promise<Uint8Array>>();

/** The JPEG of `/images/content/{name}.jpg`, drawn once per process; null for unknown names. */
export function contentPhoto(name: string): Promise<Uint8Array> | null {
  const scene = Object.hasOwn(CONTENT_PHOTOS, name) ? CONTENT_PHOTOS[name] : undefined;
  if (!scene) return null;
  let bytes = drawn.get(name);
  if (!bytes) {
    bytes = drawPhoto(scene);
    drawn.set(name, bytes);
  }
  return bytes;
}
