// Generates the product movie clip (src/modules/images/movie/turntable.mp4): a lounge chair turning
// once on a studio turntable, 2 s at 24 fps, 320 x 240, H.264 in MP4. Run once with
// `pnpm --filter @shop/backend images:movie`; the clip is committed, so the server needs no
// video encoder. h264-mp4-encoder is x264 compiled to WebAssembly (a devDependency).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import HME from 'h264-mp4-encoder';
import { TIMBER } from '../colour';
import { buildModel, defaultDimensions } from '../furniture-model';
import { rasterFrame } from './raster';

export const MOVIE_FILE = fileURLToPath(new URL('./turntable.mp4', import.meta.url));

const WIDTH = 320;
const HEIGHT = 240;
const FRAMES = 48;

async function main() {
  const dims = defaultDimensions('loungeChair');
  // Centred on the turntable axis, so it turns in place.
  const boxes = buildModel('loungeChair', dims).map((b) => ({
    ...b,
    x: b.x - dims.width / 2,
    y: b.y - dims.depth / 2,
  }));
  const palette = { body: '#2F5A45', soft: '#3C6E56', frame: TIMBER, metal: '#3B3B3D' };
  const encoder = await HME.createH264MP4Encoder();
  encoder.width = WIDTH;
  encoder.height = HEIGHT;
  encoder.frameRate = 24;
  encoder.quantizationParameter = 30;
  encoder.initialize();
  for (let f = 0; f < FRAMES; f++) {
    const rgb = rasterFrame(boxes, palette, { yaw: (360 * f) / FRAMES, pitch: 18 }, WIDTH, HEIGHT);
    const rgba = new Uint8Array(WIDTH * HEIGHT * 4);
    for (let i = 0; i < WIDTH * HEIGHT; i++) {
      rgba[i * 4] = rgb[i * 3] ?? 0;
      rgba[i * 4 + 1] = rgb[i * 3 + 1] ?? 0;
      rgba[i * 4 + 2] = rgb[i * 3 + 2] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    encoder.addFrameRgba(rgba);
  }
  encoder.finalize();
  const bytes = encoder.FS.readFile(encoder.outputFilename);
  encoder.delete();
  await writeFile(MOVIE_FILE, bytes);
  console.log(`wrote ${MOVIE_FILE} (${bytes.length} bytes, ${FRAMES} frames)`);
}

await main();
