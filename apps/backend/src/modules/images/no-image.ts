import sharp from 'sharp';

export const NO_IMAGE_SIZE = { width: 400, height: 300 } as const;

/**
 * A picture that fails to load falls back to /no-image.png (behaviour.md#errors): a light grey card with a picture
 * outline (frame, hills and sun), drawn as SVG and rendered to a real PNG by sharp.
 */
function noImageSvg(): string {
  const { width, height } = NO_IMAGE_SIZE;
  const cx = width / 2;
  const cy = height / 2;
  const bottom = cy + 45;
  const ink = '#b4b4b0';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}">`,
    `<rect width="${String(width)}" height="${String(height)}" fill="#eeeeec"/>`,
    // The picture outline: 120 x 90 around the centre, a 6 px frame.
    `<rect x="${String(cx - 57)}" y="${String(cy - 42)}" width="114" height="84" fill="none" stroke="${ink}" stroke-width="6"/>`,
    `<circle cx="${String(cx + 28)}" cy="${String(cy - 18)}" r="11" fill="${ink}"/>`,
    // Two hills rising from the bottom edge of the picture.
    `<polygon points="${String(cx - 56)},${String(bottom - 6)} ${String(cx - 22)},${String(bottom - 40)} ${String(cx + 12)},${String(bottom - 6)}" fill="${ink}"/>`,
    `<polygon points="${String(cx - 4)},${String(bottom - 6)} ${String(cx + 22)},${String(bottom - 30)} ${String(cx + 48)},${String(bottom - 6)}" fill="${ink}"/>`,
    '</svg>',
  ].join('');
}

let cached: Promise<Uint8Array> | undefined;

export function noImagePng(): Promise<Uint8Array> {
  cached ??= sharp(Buffer.from(noImageSvg()))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
    .then((png) => new Uint8Array(png));
  return cached;
}

/** The SVG the PNG is rendered from: its variants (`?w=`) are drawn from it. */
export const noImageSource = noImageSvg;
