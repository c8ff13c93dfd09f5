import type { MaterialLook, Weave } from './colour';
import { shade } from './colour';
import { svgDocument } from './svg';

/** A tileable overlay (light and dark marks at low opacity) that reads as the weave on any colour. */
export function texturePattern(id: string, weave: Weave, scale = 1): string {
  const s = (v: number) => (v * scale).toFixed(1);
  const open = (size: number) =>
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s(size)}" height="${s(size)}">`;
  switch (weave) {
    case 'boucle': {
      const loops: string[] = [];
      for (let i = 0; i < 9; i++) {
        const x = ((i * 7) % 24) + 2;
        const y = ((i * 11) % 24) + 2;
        loops.push(
          `<circle cx="${s(x)}" cy="${s(y)}" r="${s(2.2 + (i % 3) * 0.6)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${s(1.2)}"/>`,
        );
        loops.push(
          `<circle cx="${s(x + 1)}" cy="${s(y + 1)}" r="${s(1.4)}" fill="#000" fill-opacity="0.08"/>`,
        );
      }
      return `${open(24)}${loops.join('')}</pattern>`;
    }
    case 'linen':
      return `${open(8)}<path d="M0 ${s(2)}H${s(8)}M0 ${s(6)}H${s(8)}" stroke="#fff" stroke-opacity="0.22" stroke-width="${s(1)}"/><path d="M${s(2)} 0V${s(8)}M${s(6)} 0V${s(8)}" stroke="#000" stroke-opacity="0.1" stroke-width="${s(1)}"/></pattern>`;
    case 'velvet':
      return `${open(40)}<path d="M0 ${s(40)}L${s(40)} 0" stroke="#fff" stroke-opacity="0.12" stroke-width="${s(14)}"/><path d="M${s(-10)} ${s(10)}L${s(10)} ${s(-10)}M${s(30)} ${s(50)}L${s(50)} ${s(30)}" stroke="#000" stroke-opacity="0.1" stroke-width="${s(8)}"/></pattern>`;
    case 'leather': {
      const grain: string[] = [];
      for (let i = 0; i < 7; i++) {
        grain.push(
          `<ellipse cx="${s(((i * 13) % 30) + 3)}" cy="${s(((i * 17) % 30) + 3)}" rx="${s(2.5)}" ry="${s(1.2)}" fill="#000" fill-opacity="0.1"/>`,
        );
      }
      return `${open(32)}${grain.join('')}<path d="M0 ${s(16)}Q${s(8)} ${s(12)} ${s(16)} ${s(16)}T${s(32)} ${s(16)}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="${s(1)}"/></pattern>`;
    }
    case 'wool':
      return `${open(12)}<path d="M0 ${s(12)}L${s(6)} ${s(6)}L${s(12)} ${s(12)}" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="${s(1.4)}"/><path d="M0 ${s(6)}L${s(6)} 0L${s(12)} ${s(6)}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="${s(1.4)}"/></pattern>`;
    case 'performance':
      return `${open(6)}<path d="M0 ${s(6)}L${s(6)} 0" stroke="#fff" stroke-opacity="0.14" stroke-width="${s(1)}"/></pattern>`;
    case 'plain':
      return `${open(10)}<path d="M0 ${s(10)}L${s(10)} 0" stroke="#000" stroke-opacity="0.04" stroke-width="${s(1)}"/></pattern>`;
  }
}

/** A material swatch: the colour and weave filling the picture, with a folded corner. */
export function swatchSvg(label: string, look: MaterialLook): string {
  const defs = [
    texturePattern('weave', look.weave, 3),
    `<linearGradient id="fall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>`,
  ].join('');
  const body = [
    `<rect width="800" height="600" fill="${look.base}"/>`,
    '<rect width="800" height="600" fill="url(#weave)"/>',
    '<rect width="800" height="600" fill="url(#fall)"/>',
    `<path d="M800 600V470L670 600Z" fill="${shade(look.base, 0.62)}"/>`,
    `<path d="M800 470L670 600L700 480Z" fill="${shade(look.base, 1.2)}"/>`,
  ].join('');
  return svgDocument(`${label} material swatch`, body, defs);
}
