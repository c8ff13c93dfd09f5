import type { Weave } from './colour';
import { TIMBER, shade } from './colour';
import type { Dimensions, Shape } from './furniture-model';
import { buildModel } from './furniture-model';
import type { Camera, Vec3 } from './projection';
import { CAMERAS } from './projection';
import type { Palette } from './render-model';
import { renderModel } from './render-model';
import { HEIGHT, WIDTH, line, svgDocument, text } from './svg';
import { texturePattern } from './textures';

/** What a product's pictures are drawn from (read from the catalogue by image-catalogue.ts). */
export interface ProductLook {
  id: number;
  name: string;
  shape: Shape;
  dims: Dimensions;
  /** One finish per variant, in variant order (the first is the product's own). */
  finishes: Finish[];
}

export interface Finish {
  label: string;
  colour: string;
  weave: Weave;
}

export type Slot =
  | {
      kind:
        | 'hero'
        | 'front'
        | 'side'
        | 'back'
        | 'iso-dimensions'
        | 'client-drawing'
        | 'evaluation-drawing'
        | 'isometric-drawing';
    }
  | { kind: 'lifestyle' | 'detail' | 'compartment' | 'variant'; n: number };

const FONT = 'font-family="Helvetica, Arial, sans-serif"';
const WALLS = [
  '#EDE7DD',
  '#DCE3DA',
  '#E8DCD3',
  '#D9DEE6',
  '#F1EBDF',
  '#E3D9CC',
  '#DDE2E0',
  '#EAE0D6',
  '#E0E5EA',
  '#EFE6DA',
];

function paletteOf(finish: Finish): Palette {
  const upholstered = finish.weave !== 'plain';
  return {
    body: finish.colour,
    soft: shade(finish.colour, upholstered ? 1.08 : 1.12),
    frame: upholstered ? TIMBER : shade(finish.colour, 0.82),
    metal: '#3B3B3D',
  };
}

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.09)}" fill="#000" fill-opacity="0.16"/>`;

function studio(look: ProductLook, finish: Finish, camera: Camera, title: string): string {
  const defs = [
    '<radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#FBFAF7"/><stop offset="1" stop-color="#E6E2DA"/></radialGradient>',
    texturePattern('tex', finish.weave),
  ].join('');
  const model = renderModel(buildModel(look.shape, look.dims), paletteOf(finish), {
    camera,
    frame: { x: 110, y: 70, w: 580, h: 440 },
    style: 'solid',
    texture: 'tex',
  });
  return svgDocument(
    title,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${shadow(400, 512, 300)}${model.svg}`,
    defs,
  );
}

function lifestyle(look: ProductLook, finish: Finish, n: number, title: string): string {
  const wall = WALLS[(look.id + n) % WALLS.length] ?? '#EDE7DD';
  const windowX = n % 2 === 0 ? 70 : 560;
  const scene = [
    `<rect width="${WIDTH}" height="430" fill="${wall}"/>`,
    `<rect y="430" width="${WIDTH}" height="170" fill="#B58B62"/>`,
    ...Array.from({ length: 9 }, (_, k) =>
      line([k * 100 - 40, 430], [k * 100 - 140, 600], 'stroke="#9C734D" stroke-width="2"'),
    ),
    `<rect x="${windowX}" y="60" width="170" height="230" fill="#CFE3EE" stroke="#FFFFFF" stroke-width="10"/>`,
    line([windowX + 85, 60], [windowX + 85, 290], 'stroke="#FFFFFF" stroke-width="6"'),
    line([windowX, 175], [windowX + 170, 175], 'stroke="#FFFFFF" stroke-width="6"'),
    `<ellipse cx="400" cy="520" rx="330" ry="48" fill="${shade(wall, 0.85)}"/>`,
    // A plant on the other side of the window.
    `<rect x="${windowX === 70 ? 690 : 60}" y="440" width="50" height="60" rx="6" fill="#6B5B4B"/>`,
    ...[0, 1, 2, 3, 4].map(
      (k) =>
        `<ellipse cx="${(windowX === 70 ? 715 : 85) + (k - 2) * 14}" cy="${410 - (k % 3) * 25}" rx="16" ry="42" fill="#5F7F55" transform="rotate(${(k - 2) * 18} ${(windowX === 70 ? 715 : 85) + (k - 2) * 14} 440)"/>`,
    ),
  ].join('');
  const yaw = [20, 35, 50, -25, -40, 10, 60, -15, 28, -50][(n - 1) % 10] ?? 35;
  const model = renderModel(buildModel(look.shape, look.dims), paletteOf(finish), {
    camera: { yaw, pitch: 18 },
    frame: { x: 200, y: 170, w: 400, h: 340 },
    style: 'solid',
    texture: 'tex',
  });
  return svgDocument(
    title,
    `${scene}${shadow(400, 512, 210)}${model.svg}`,
    texturePattern('tex', finish.weave),
  );
}

function detail(finish: Finish, n: number, title: string): string {
  const scale = 3 + n;
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${finish.colour}"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#tex)"/>`,
    n === 3
      ? `<path d="M0 420H800V600H0Z" fill="${TIMBER}"/><path d="M0 430H800" stroke="${shade(TIMBER, 0.7)}" stroke-width="4"/>`
      : `<path d="M0 ${180 + n * 60}Q400 ${120 + n * 60} 800 ${200 + n * 60}" fill="none" stroke="${shade(finish.colour, 0.65)}" stroke-width="5"/>`,
    `<path d="M0 ${205 + n * 60}Q400 ${145 + n * 60} 800 ${225 + n * 60}" fill="none" stroke="${shade(finish.colour, 1.35)}" stroke-width="3" stroke-dasharray="14 10"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>`,
  ].join('');
  const defs = `${texturePattern('tex', finish.weave, scale)}<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>`;
  return svgDocument(title, body, defs);
}

function compartment(look: ProductLook, finish: Finish, n: number, title: string): string {
  const model = renderModel(buildModel(look.shape, look.dims), paletteOf(finish), {
    camera: { yaw: [12, -20, 35][(n - 1) % 3] ?? 12, pitch: 10 },
    frame: { x: 110, y: 70, w: 580, h: 440 },
    style: 'solid',
    open: true,
  });
  return svgDocument(
    title,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#F4F1EC"/>${shadow(400, 512, 300)}${model.svg}`,
  );
}

function dimensionLine(
  a: [number, number],
  b: [number, number],
  label: string,
  offset: [number, number],
  ink: string,
): string {
  const a2: [number, number] = [a[0] + offset[0], a[1] + offset[1]];
  const b2: [number, number] = [b[0] + offset[0], b[1] + offset[1]];
  return [
    line(a, a2, `stroke="${ink}" stroke-width="1" stroke-dasharray="4 3"`),
    line(b, b2, `stroke="${ink}" stroke-width="1" stroke-dasharray="4 3"`),
    line(
      a2,
      b2,
      `stroke="${ink}" stroke-width="1.6" marker-start="url(#arrow)" marker-end="url(#arrow)"`,
    ),
    text(
      (a2[0] + b2[0]) / 2 + offset[0] * 0.6,
      (a2[1] + b2[1]) / 2 + offset[1] * 0.6 + 5,
      label,
      `${FONT} font-size="18" fill="${ink}" text-anchor="middle"`,
    ),
  ].join('');
}

const ARROW =
  '<marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10Z" fill="#1F2A37"/></marker>';

function isoDimensions(look: ProductLook, finish: Finish, title: string): string {
  const ink = '#1F2A37';
  const { width: w, depth: d, height: h } = look.dims;
  const model = renderModel(buildModel(look.shape, look.dims), paletteOf(finish), {
    camera: CAMERAS.isometric,
    frame: { x: 170, y: 90, w: 460, h: 380 },
    style: 'line',
    ink,
  });
  const p = (v: Vec3) => model.place(v);
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#FFFFFF"/>`,
    model.svg,
    dimensionLine(p([0, d, 0]), p([w, d, 0]), `W ${w} mm`, [-28, 40], ink),
    dimensionLine(p([w, d, 0]), p([w, 0, 0]), `D ${d} mm`, [40, 28], ink),
    dimensionLine(p([0, d, 0]), p([0, d, h]), `H ${h} mm`, [-60, 0], ink),
    text(
      400,
      570,
      `${look.name}: W ${w} x D ${d} x H ${h} mm`,
      `${FONT} font-size="18" fill="${ink}" text-anchor="middle"`,
    ),
  ].join('');
  return svgDocument(title, body, ARROW);
}

function titleBlock(look: ProductLook, caption: string, ink: string): string {
  return [
    `<rect x="480" y="500" width="300" height="80" fill="none" stroke="${ink}" stroke-width="1.5"/>`,
    line([480, 527], [780, 527], `stroke="${ink}" stroke-width="1"`),
    text(
      490,
      519,
      caption.toUpperCase(),
      `${FONT} font-size="14" font-weight="bold" fill="${ink}"`,
    ),
    text(490, 548, look.name, `${FONT} font-size="13" fill="${ink}"`),
    text(
      490,
      569,
      `W ${look.dims.width}  D ${look.dims.depth}  H ${look.dims.height} mm  ·  #${look.id}`,
      `${FONT} font-size="12" fill="${ink}"`,
    ),
  ].join('');
}

function technical(
  look: ProductLook,
  finish: Finish,
  kind: 'client-drawing' | 'evaluation-drawing' | 'isometric-drawing',
  title: string,
): string {
  const boxes = buildModel(look.shape, look.dims);
  const palette = paletteOf(finish);
  if (kind === 'isometric-drawing') {
    const ink = '#333333';
    const grid =
      Array.from({ length: 21 }, (_, k) =>
        line([k * 40, 0], [k * 40, 600], 'stroke="#E4E8EE" stroke-width="1"'),
      ).join('') +
      Array.from({ length: 16 }, (_, k) =>
        line([0, k * 40], [800, k * 40], 'stroke="#E4E8EE" stroke-width="1"'),
      ).join('');
    const model = renderModel(boxes, palette, {
      camera: CAMERAS.isometric,
      frame: { x: 120, y: 60, w: 420, h: 420 },
      style: 'line',
      ink,
    });
    return svgDocument(
      title,
      `<rect width="800" height="600" fill="#FFFFFF"/>${grid}${model.svg}${titleBlock(look, 'Isometric drawing', ink)}`,
    );
  }
  const blueprint = kind === 'client-drawing';
  const ink = blueprint ? '#F2F6FF' : '#3A3F47';
  const paper = blueprint ? '#1E3A66' : '#FAFAF8';
  // Both views at one scale, as on a real drawing sheet.
  const { width: w, depth: d, height: h } = look.dims;
  const scale = Math.min(330 / Math.max(w, d), 380 / h);
  const view = (camera: Camera, extent: number, centreX: number) =>
    renderModel(boxes, palette, {
      camera,
      frame: {
        x: centreX - (extent * scale) / 2,
        y: 440 - h * scale,
        w: extent * scale,
        h: h * scale,
      },
      style: 'line',
      ink,
      paper,
    });
  const views = [view(CAMERAS.front, w, 205), view(CAMERAS.side, d, 585)];
  const body = [
    `<rect width="800" height="600" fill="${paper}"/>`,
    `<rect x="12" y="12" width="776" height="576" fill="none" stroke="${ink}" stroke-width="2"/>`,
    ...views.map((v) => v.svg),
    text(205, 470, 'FRONT', `${FONT} font-size="14" fill="${ink}" text-anchor="middle"`),
    text(585, 470, 'SIDE', `${FONT} font-size="14" fill="${ink}" text-anchor="middle"`),
    blueprint
      ? ''
      : text(
          40,
          560,
          'FOR EVALUATION',
          `${FONT} font-size="28" font-weight="bold" fill="#C0392B" fill-opacity="0.7"`,
        ),
    titleBlock(look, blueprint ? 'Client drawing' : 'Evaluation drawing', ink),
  ].join('');
  return svgDocument(title, body);
}

/** The SVG picture of one slot of a product (deterministic: same catalogue data, same bytes). */
export function drawProductImage(look: ProductLook, slot: Slot): string {
  const first = look.finishes[0] ?? { label: '', colour: '#B9A58C', weave: 'plain' as const };
  const name =
    slot.kind === 'variant' ||
    slot.kind === 'lifestyle' ||
    slot.kind === 'detail' ||
    slot.kind === 'compartment'
      ? `${slot.kind} ${slot.n}`
      : slot.kind;
  const title = `${look.name}: ${name}`;
  switch (slot.kind) {
    case 'hero':
      return studio(look, first, CAMERAS.threeQuarter, title);
    case 'front':
      return studio(look, first, CAMERAS.front, title);
    case 'side':
      return studio(look, first, CAMERAS.side, title);
    case 'back':
      return studio(look, first, CAMERAS.back, title);
    case 'variant': {
      const finish = look.finishes[slot.n] ?? first;
      return studio(
        look,
        finish,
        CAMERAS.threeQuarter,
        finish.label ? `${look.name} in ${finish.label}` : title,
      );
    }
    case 'lifestyle':
      return lifestyle(look, first, slot.n, title);
    case 'detail':
      return detail(first, slot.n, title);
    case 'compartment':
      return compartment(look, first, slot.n, title);
    case 'iso-dimensions':
      return isoDimensions(look, first, title);
    case 'client-drawing':
    case 'evaluation-drawing':
    case 'isometric-drawing':
      return technical(look, first, slot.kind, title);
  }
}
