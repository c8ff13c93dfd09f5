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
 * behaviour.md#guards: the content editor bridge is loaded only in draft mode. Resolves `true` once
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

/** A story as the editor sends it with an `input` event (its unsaved state). */
export interface EditorStory {
  id: number;
  uuid?: string;
  full_slug?: string;
  content: unknown;
}

/** The part of Storyblok's `StoryblokBridge` this package relies on. */
interface StoryblokBridgeInstance {
  on(events: string | string[], callback: (payload?: { story?: unknown }) => void): unknown;
}
type StoryblokBridgeClass = new (options?: Record<string, unknown>) => StoryblokBridgeInstance;

export interface ConnectEditorBridgeOptions extends LoadEditorBridgeOptions {
  /** Each change an editor types, with the story's unsaved state. */
  onInput: (story: EditorStory) => void;
  /** The story was saved or published: the page should read it again. */
  onSaved: () => void;
  /** Default: the global `window`. */
  window?: Window;
}

function isEditorStory(value: unknown): value is EditorStory {
  if (typeof value !== 'object' || value === null) return false;
  const story = value as { id?: unknown; content?: unknown };
  return (
    typeof story.id === 'number' && typeof story.content === 'object' && story.content !== null
  );
}

/**
 * The live preview of draft mode (behaviour.md#guards): in draft mode, loads the bridge (`loadEditorBridge`), then hands
 * the page each `input` event's story and tells it when a story was saved (`change`,
 * `published`) — Storyblok's bridge contract. Resolves to a function that stops the calls
 * (the bridge itself has no way to unsubscribe); in published mode to one that does nothing,
 * without loading anything. An event without a story (a malformed message) is ignored.
 */
export async function connectEditorBridge(
  mode: BlocksMode,
  { onInput, onSaved, window: win = globalThis.window, ...load }: ConnectEditorBridgeOptions,
): Promise<() => void> {
  if (!(await loadEditorBridge(mode, load))) return () => undefined;
  const Bridge = (win as unknown as { StoryblokBridge?: StoryblokBridgeClass }).StoryblokBridge;
  if (typeof Bridge !== 'function')
    throw new Error('The editor bridge loaded but defines no StoryblokBridge');
  let connected = true;
  const bridge = new Bridge();
  bridge.on('input', (payload) => {
    if (connected && isEditorStory(payload?.story)) onInput(payload.story);
  });
  bridge.on(['change', 'published'], () => {
    if (connected) onSaved();
  });
  return () => {
    connected = false;
  };
}
