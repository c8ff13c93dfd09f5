import { shade } from './colour';
import type { Box, Part } from './furniture-model';
import type { Camera, Face, Point, Vec3 } from './projection';
import { facesOf, fitToFrame, projector } from './projection';
import { line, polygon } from './svg';

export interface Palette {
  body: string;
  frame: string;
  soft: string;
  metal: string;
}

export interface RenderOptions {
  camera: Camera;
  frame: { x: number; y: number; w: number; h: number };
  /** `solid`: shaded colours; `line`: technical line drawing in `ink`. */
  style: 'solid' | 'line';
  ink?: string;
  /** Line drawings: the paper colour faces are filled with, so hidden edges stay hidden. */
  paper?: string;
  /** Doors and drawers drawn open (compartment views). */
  open?: boolean;
  /** A pattern id to lay over the body and soft parts (material texture). */
  texture?: string;
}

export interface RenderedModel {
  svg: string;
  /** Screen position of a model point (for dimension lines). */
  place(p: Vec3): Point;
}

const LIGHT: Record<Face['name'], number> = {
  top: 1.18,
  front: 1,
  right: 0.82,
  left: 0.82,
  back: 0.74,
  bottom: 0.6,
};

/** Points on a face at fractions (u across, v up) of it. */
function onFace(face: Face, u: number, v: number): Vec3 {
  const [a, b, , d] = face.corners;
  return [0, 1, 2].map(
    (i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * u + ((d[i] ?? 0) - (a[i] ?? 0)) * v,
  ) as Vec3;
}

function frontDetail(
  box: Box,
  face: Face,
  place: (p: Vec3) => Point,
  ink: string,
  open: boolean,
): string {
  const detail = box.front;
  if (!detail || face.name !== 'front') return '';
  const seg = (
    u0: number,
    v0: number,
    u1: number,
    v1: number,
    attrs = `stroke="${ink}" stroke-width="2"`,
  ) => line(place(onFace(face, u0, v0)), place(onFace(face, u1, v1)), attrs);
  const parts: string[] = [];
  const quad = (u0: number, v0: number, u1: number, v1: number, fill: string) =>
    polygon(
      [
        place(onFace(face, u0, v0)),
        place(onFace(face, u1, v0)),
        place(onFace(face, u1, v1)),
        place(onFace(face, u0, v1)),
      ],
      `fill="${fill}"`,
    );
  if (open) parts.push(quad(0.04, 0.04, 0.96, 0.96, shade(ink, 0.5)));
  if (detail.kind === 'doors') {
    for (let k = 1; k < detail.count; k++)
      parts.push(seg(k / detail.count, 0.03, k / detail.count, 0.97));
    if (open)
      for (const v of [0.36, 0.68])
        parts.push(seg(0.05, v, 0.95, v, `stroke="${shade(ink, 1.6)}" stroke-width="4"`));
    else
      for (let k = 0; k < detail.count; k++)
        parts.push(
          seg(
            (k + 0.5) / detail.count,
            0.55,
            (k + 0.5) / detail.count,
            0.7,
            `stroke="${ink}" stroke-width="4"`,
          ),
        );
  } else if (detail.kind === 'drawers') {
    for (let k = 1; k < detail.count; k++)
      parts.push(seg(0.02, k / detail.count, 0.98, k / detail.count));
    for (let k = 0; k < detail.count; k++)
      parts.push(
        seg(
          0.42,
          (k + 0.55) / detail.count,
          0.58,
          (k + 0.55) / detail.count,
          `stroke="${ink}" stroke-width="4"`,
        ),
      );
  } else {
    if (!open) parts.push(quad(0.05, 0.03, 0.95, 0.97, shade(ink, 0.6)));
    for (let k = 1; k < detail.count; k++)
      parts.push(
        seg(
          0.05,
          k / detail.count,
          0.95,
          k / detail.count,
          `stroke="${shade(ink, 1.8)}" stroke-width="5"`,
        ),
      );
  }
  return parts.join('');
}

const partColour = (palette: Palette, part: Part) => palette[part];

/** Projects and draws the boxes, far ones first, into the frame. */
export function renderModel(
  boxes: readonly Box[],
  palette: Palette,
  options: RenderOptions,
): RenderedModel {
  const view = projector(options.camera);
  const all = boxes.flatMap((b) =>
    facesOf(b).flatMap((f) => f.corners.map((c) => view.project(c))),
  );
  const fit = fitToFrame(all, options.frame);
  const place = (p: Vec3) => fit(view.project(p));
  const centre = (b: Box): Vec3 => [b.x + b.w / 2, b.y + b.d / 2, b.z + b.h / 2];
  const ordered = [...boxes].sort((a, b) => view.nearness(centre(a)) - view.nearness(centre(b)));
  const ink = options.ink ?? '#2b2b2b';
  const out: string[] = [];
  for (const b of ordered) {
    for (const face of facesOf(b)) {
      if (!view.visible(face)) continue;
      const points = face.corners.map(place);
      if (options.style === 'line') {
        out.push(
          polygon(
            points,
            `fill="${options.paper ?? '#FFFFFF'}" stroke="${ink}" stroke-width="1.6" stroke-linejoin="round"`,
          ),
        );
      } else {
        const base = partColour(palette, b.part);
        out.push(
          polygon(
            points,
            `fill="${shade(base, LIGHT[face.name])}" stroke="${shade(base, 0.7)}" stroke-width="1" stroke-linejoin="round"`,
          ),
        );
        if (options.texture && (b.part === 'body' || b.part === 'soft'))
          out.push(polygon(points, `fill="url(#${options.texture})"`));
      }
      out.push(
        frontDetail(
          b,
          face,
          place,
          options.style === 'line' ? ink : shade(partColour(palette, b.part), 0.55),
          options.open ?? false,
        ),
      );
    }
  }
  return { svg: out.join(''), place };
}
