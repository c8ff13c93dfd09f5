/** `src` under `base` when it is root-relative (`/images/a.jpg`); absolute URLs as they are. */
export function assetUrl(src: string, base: string): string {
  return base !== '' && src.startsWith('/') && !src.startsWith('//') ? `${base}${src}` : src;
}
