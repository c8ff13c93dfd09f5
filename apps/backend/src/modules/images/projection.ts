import type { Box } from './furniture-model';

/** An orthographic camera turned by `yaw` around the vertical and tilted down by `pitch` (degrees). */
export interface Camera {
  yaw: number;
  pitch: number;
}

export const CAMERAS = {
  threeQuarter: { yaw: 35, pitch: 24 },
  front: { yaw: 0, pitch: 0 },
  side: { yaw: 90, pitch: 0 },
  back: { yaw: 180, pitch: 0 },
  isometric: { yaw: 45, pitch: 30 },
} as const satisfies Record<string, Camera>;

export type Vec3 = [number, number, number];
export type Point = [number, number];

/** The six faces of a box: outward normal and corners (counter-clockwise seen from outside). */
export type FaceName = 'top' | 'bottom' | 'front' | 'back' | 'left' | 'right';

export interface Face {
  name: FaceName;
  normal: Vec3;
  corners: [Vec3, Vec3, Vec3, Vec3];
}

export function facesOf(b: Box): Face[] {
  const x0 = b.x;
  const x1 = b.x + b.w;
  const y0 = b.y;
  const y1 = b.y + b.d;
  const z0 = b.z;
  const z1 = b.z + b.h;
  return [
    {
      name: 'top',
      normal: [0, 0, 1],
      corners: [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    },
    {
      name: 'bottom',
      normal: [0, 0, -1],
      corners: [
        [x0, y0, z0],
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y0, z0],
      ],
    },
    // Front faces the +y side; corners run bottom-left, bottom-right, top-right, top-left.
    {
      name: 'front',
      normal: [0, 1, 0],
      corners: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    },
    {
      name: 'back',
      normal: [0, -1, 0],
      corners: [
        [x1, y0, z0],
        [x0, y0, z0],
        [x0, y0, z1],
        [x1, y0, z1],
      ],
    },
    {
      name: 'left',
      normal: [-1, 0, 0],
      corners: [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
    },
    {
      name: 'right',
      normal: [1, 0, 0],
      corners: [
        [x1, y1, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
      ],
    },
  ];
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

export interface Projector {
  /** Direction towards the camera. */
  toCamera: Vec3;
  /** Screen position (y down) of a model point. */
  project(p: Vec3): Point;
  /** Larger is nearer the camera. */
  nearness(p: Vec3): number;
  visible(face: Face): boolean;
}

export function projector(camera: Camera): Projector {
  const t = rad(camera.yaw);
  const f = rad(camera.pitch);
  const v: Vec3 = [Math.sin(t) * Math.cos(f), Math.cos(t) * Math.cos(f), Math.sin(f)];
  const r: Vec3 = [Math.cos(t), -Math.sin(t), 0];
  const u: Vec3 = [-Math.sin(t) * Math.sin(f), -Math.cos(t) * Math.sin(f), Math.cos(f)];
  return {
    toCamera: v,
    project: (p) => [dot(p, r), -dot(p, u)],
    nearness: (p) => dot(p, v),
    visible: (face) => dot(face.normal, v) > 1e-6,
  };
}

/** Maps model points into a frame of the picture, keeping proportions, standing on the frame's bottom. */
export function fitToFrame(
  points: readonly Point[],
  frame: { x: number; y: number; w: number; h: number },
) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const scale = Math.min(frame.w / Math.max(1, maxX - minX), frame.h / Math.max(1, maxY - minY));
  const offsetX = frame.x + (frame.w - (maxX - minX) * scale) / 2 - minX * scale;
  const offsetY = frame.y + frame.h - maxY * scale;
  return (p: Point): Point => [offsetX + p[0] * scale, offsetY + p[1] * scale];
}
