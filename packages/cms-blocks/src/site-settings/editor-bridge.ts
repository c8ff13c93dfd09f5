import type { BlocksMode } from '../context/blocks-context';
import { safeImageSrc } from '../fields/safe-url';

export interface LoadEditorBridgeOptions {
  /** The bridge script's URL, from the app's configuration (nothing is hard-coded here). */
  src: string;
  /** Default: the global `document`; absent during server rendering. */
  document?: Document;
}

const MARKER = 'data-storyblok-bridge';

/**
 * SPEC §2: the content editor bridge is loaded only in draft mode. Resolves `true` once
 * the script has loaded (at once if it is already on the page), `false` in published mode
 * or without a DOM; rejects if the script fails to load or the URL is not http(s) or
 * same-origin. The script is added once, however often this is called.
 */
export function loadEditorBridge(
  mode: BlocksMode,
  { src, document: doc = globalThis.document }: LoadEditorBridgeOptions,
): Promise<boolean> {
  if (mode !== 'draft' || typeof doc === 'undefined') return Promise.resolve(false);
  const url = safeImageSrc(src);
  if (url === null)
    return Promise.reject(new Error(`The editor bridge URL is not http(s) or same-origin: ${src}`));
  const existing = doc.querySelector<HTMLScriptElement>(`script[${MARKER}]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve(true);
  const script = existing ?? doc.createElement('script');
  const loaded = new Promise<boolean>((resolve, reject) => {
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve(true);
    });
    script.addEventListener('error', () => {
      // Removed so a later call can try again instead of waiting on a dead tag.
      script.remove();
      reject(new Error(`The editor bridge failed to load from ${url}`));
    });
  });
  if (!existing) {
    script.setAttribute(MARKER, '');
    script.async = true;
    script.src = url;
    doc.head.append(script);
  }
  return loaded;
}
