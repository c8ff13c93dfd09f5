import { encodePng } from './png';

export const NO_IMAGE_SIZE = { width: 400, height: 300 } as const;

/**
 * SPEC §8 "Image load failure falls back to /no-image.png": a light grey card with a
 * picture outline (frame, hills and sun), drawn pixel by pixel and encoded as a real PNG.
 */
function drawNoImage(): Buffer {
  const { width, height } = NO_IMAGE_SIZE;
  const rgb = new Uint8Array(width * height * 3);
  const background = [0xee, 0xee, 0xec];
  const ink = [0xb4, 0xb4, 0xb0];
  const cx = width / 2;
  const cy = height / 2;
  // The picture outline: 120 x 90 around the centre, 6 px frame.
  const left = cx - 60;
  const right = cx + 60;
  const top = cy - 45;
  const bottom = cy + 45;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= left && x < right && y >= top && y < bottom;
      const frame = inside && (x < left + 6 || x >= right - 6 || y < top + 6 || y >= bottom - 6);
      const sun = (x - (cx + 28)) ** 2 + (y - (cy - 18)) ** 2 <= 11 ** 2;
      // Two hills: triangles rising from the bottom edge of the picture.
      const hillA = y < bottom - 6 && y >= bottom - 6 - (34 - Math.abs(x - (cx - 22)));
      const hillB = y < bottom - 6 && y >= bottom - 6 - (24 - Math.abs(x - (cx + 22)) * 0.9);
      const paint = frame || (inside && (sun || hillA || hillB));
      const colour = paint ? ink : background;
      rgb.set(colour, (y * width + x) * 3);
    }
  }
  return encodePng(width, height, rgb);
}

let cached: Buffer | undefined;

export function noImagePng(): Buffer {
  cached ??= drawNoImage();
  return cached;
}
