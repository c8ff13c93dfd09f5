import { parseHex, shade } from '../colour';
import type { Box } from '../furniture-model';
import type { Camera, Point } from '../projection';
import { facesOf, fitToFrame, projector } from '../projection';
import type { Palette } from '../render-model';

const LIGHT = { top: 1.18, front: 1, right: 0.82, left: 0.9, back: 0.74, bottom: 0.6 } as const;

/** Fills a convex polygon into an RGB buffer (even-odd by edge signs). */
function fillConvex(
  rgb: Uint8Array,
  width: number,
  height: number,
  points: readonly Point[],
  colour: readonly number[],
) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      let positive = 0;
      let negative = 0;
      for (let i = 0; i < points.length; i++) {
        const a = points[i] ?? [0, 0];
        const b = points[(i + 1) % points.length] ?? [0, 0];
        const cross = (b[0] - a[0]) * (y + 0.5 - a[1]) - (b[1] - a[1]) * (x + 0.5 - a[0]);
        if (cross > 0) positive++;
        else if (cross < 0) negative++;
      }
      if (positive === 0 || negative === 0) rgb.set(colour, (y * width + x) * 3);
    }
  }
}

/** One video frame: the model seen by the camera, flat-shaded on a studio background. */
export function rasterFrame(
  boxes: readonly Box[],
  palette: Palette,
  camera: Camera,
  width: number,
  height: number,
  /** Paints the background (a room); a studio backdrop when absent. */
  backdrop?: (rgb: Uint8Array, width: number, height: number) => void,
): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  if (backdrop) backdrop(rgb, width, height);
  else
    for (let y = 0; y < height; y++) {
      // A soft vertical gradient, lighter at the top, with a floor band.
      const v = y < height * 0.78 ? 244 - Math.round((y / height) * 18) : 222;
      for (let x = 0; x < width; x++) rgb.set([v, v - 2, v - 6], (y * width + x) * 3);
    }
  const view = projector(camera);
  // The fit is taken over every yaw, so the piece does not grow and shrink as it turns.
  const corners = boxes.flatMap((b) => facesOf(b).flatMap((f) => f.corners));
  const reach = Math.max(...corners.map(([x, y]) => Math.hypot(x - 0, y - 0)));
  const top = Math.max(...corners.map((c) => c[2]));
  const bounds: Point[] = [
    [-reach, -top],
    [reach, 0],
  ];
  const place = fitToFrame(bounds, {
    x: width * 0.12,
    y: height * 0.1,
    w: width * 0.76,
    h: height * 0.72,
  });
  const centre = (b: Box) => view.nearness([b.x + b.w / 2, b.y + b.d / 2, b.z + b.h / 2]);
  for (const b of [...boxes].sort((p, q) => centre(p) - centre(q))) {
    const base = parseHex(shade(palette[b.part], 1)) ?? [128, 128, 128];
    for (const face of facesOf(b)) {
      if (!view.visible(face)) continue;
      const colour =
        parseHex(
          shade(`#${base.map((c) => c.toString(16).padStart(2, '0')).join('')}`, LIGHT[face.name]),
        ) ?? base;
      fillConvex(
        rgb,
        width,
        height,
        face.corners.map((c) => place(view.project(c))),
        colour,
      );
    }
  }
  return rgb;
}
