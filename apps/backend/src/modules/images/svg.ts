import type { Point } from './projection';

/** Text safe inside SVG markup (product names come from the database). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const n = (v: number) => (Math.round(v * 10) / 10).toString();

export const pointsAttr = (points: readonly Point[]) =>
  points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

export function polygon(points: readonly Point[], attrs: string): string {
  return `<polygon points="${pointsAttr(points)}" ${attrs}/>`;
}

export function line(a: Point, b: Point, attrs: string): string {
  return `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" ${attrs}/>`;
}

export function text(x: number, y: number, content: string, attrs: string): string {
  return `<text x="${n(x)}" y="${n(y)}" ${attrs}>${escapeXml(content)}</text>`;
}

export const WIDTH = 800;
export const HEIGHT = 600;

/** A complete SVG document of the standard picture size. */
export function svgDocument(title: string, body: string, defs = ''): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
  ].join('');
}
