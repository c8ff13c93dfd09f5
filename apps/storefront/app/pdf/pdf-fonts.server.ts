// The fonts every printed document embeds: Noto families from npm, tried in order for each
// character — Noto Sans (Latin, Greek, Cyrillic), Noto Sans Hebrew, Noto Sans Hans (Chinese
// and Japanese kanji and kana) and Noto Emoji (monochrome outlines) — so a factory's or a
// buyer's name prints as written. Each file is read and parsed once per process, the first
// time a document needs it; a document embeds only the glyphs it draws (subsets).
//
// pdf-lib embeds them through fontkit 2 (upstream), not @pdf-lib/fontkit: that fork's subsets
// lose TrueType glyphs and corrupt CID-keyed CFF (the Hans font), so text printed blank.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import type { Font as FontkitFont } from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export type FontFamily = 'sans' | 'hebrew' | 'han' | 'emoji';

/** The fallback order: the first family whose font has a character draws it. */
export const FONT_FAMILIES: readonly FontFamily[] = ['sans', 'hebrew', 'han', 'emoji'];

const require = createRequire(import.meta.url);
/** A font package's `fonts/` folder, from its entry point (its `exports` name no files). */
const fontsBeside = (entry: string) => join(dirname(entry), '..', 'fonts');

const FILES: Record<FontFamily, { regular: () => string; bold?: () => string }> = {
  sans: {
    regular: () =>
      join(fontsBeside(require.resolve('@embedpdf/fonts-latin')), 'NotoSans-Regular.ttf'),
    bold: () => join(fontsBeside(require.resolve('@embedpdf/fonts-latin')), 'NotoSans-Bold.ttf'),
  },
  hebrew: {
    regular: () =>
      join(fontsBeside(require.resolve('@embedpdf/fonts-hebrew')), 'NotoSansHebrew-Regular.ttf'),
    bold: () =>
      join(fontsBeside(require.resolve('@embedpdf/fonts-hebrew')), 'NotoSansHebrew-Bold.ttf'),
  },
  han: {
    regular: () =>
      join(fontsBeside(require.resolve('@embedpdf/fonts-sc')), 'NotoSansHans-Regular.otf'),
    bold: () => join(fontsBeside(require.resolve('@embedpdf/fonts-sc')), 'NotoSansHans-Bold.otf'),
  },
  // One weight of emoji: bold text draws the regular ones.
  emoji: {
    regular: () =>
      require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
  },
};

export type Weight = 'regular' | 'bold';

interface LoadedFont {
  bytes: Uint8Array;
  parsed: FontkitFont;
}

const loaded = new Map<string, Promise<LoadedFont>>();

/** A font file read and parsed once per process; a failed read is tried again next time. */
function loadFont(family: FontFamily, weight: Weight): Promise<LoadedFont> {
  const files = FILES[family];
  const path = (files[weight] ?? files.regular)();
  let font = loaded.get(path);
  if (font === undefined) {
    font = readFile(path).then((buffer) => ({
      bytes: buffer,
      parsed: fontkit.create(buffer) as FontkitFont,
    }));
    font.catch(() => loaded.delete(path));
    loaded.set(path, font);
  }
  return font;
}

// Scripts whose glyphs need OpenType shaping (marks, joining, reordering); every other run is
// mapped character by character, which is some hundred times faster and prints the same.
const NEEDS_SHAPING = /[\p{M}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Devanagari}]/u;

/**
 * What pdf-lib is given as "fontkit": it hands back the font parsed once per process, whose
 * `layout` keeps the order it is given (the writer puts text in display order itself, see
 * pdf-text.ts) and shapes only the scripts that need it, and whose subsets offer the stream
 * pdf-lib reads (fontkit 2 encodes at once).
 */
function adapterFor(parsedByBytes: ReadonlyMap<Uint8Array, FontkitFont>) {
  return {
    create(bytes: Uint8Array) {
      const font = parsedByBytes.get(bytes);
      if (font === undefined) throw new Error('The PDF writer embeds only its own fonts');
      return new Proxy(font, {
        get(target, property) {
          if (property === 'layout')
            return (text: string, features?: Record<string, boolean>) =>
              NEEDS_SHAPING.test(text)
                ? target.layout(text, features, undefined, undefined, 'ltr')
                : { glyphs: target.glyphsForString(text) };
          if (property === 'createSubset')
            return () => {
              const subset = target.createSubset();
              return Object.assign(subset, { encodeStream: () => streamOf(() => subset.encode()) });
            };
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      });
    },
  };
}

/** The few events pdf-lib listens to on a subset's stream, from bytes made at once. */
function streamOf(encode: () => Uint8Array) {
  const handlers: {
    data?: (bytes: Uint8Array) => void;
    end?: () => void;
    error?: (e: unknown) => void;
  } = {};
  const stream = {
    on(event: 'data' | 'end' | 'error', handler: never) {
      handlers[event] = handler;
      if (event === 'end')
        queueMicrotask(() => {
          try {
            handlers.data?.(encode());
            handlers.end?.();
          } catch (error) {
            handlers.error?.(error);
          }
        });
      return stream;
    },
  };
  return stream;
}

/** A document's embedded fonts: by family and weight, with what each can draw. */
export interface DocumentFonts {
  font(family: FontFamily, weight: Weight): PDFFont;
  /** Whether the family's font has a glyph for `codePoint`. */
  covers(family: FontFamily, codePoint: number): boolean;
}

/** Embeds every family in each of its weights (as subsets: only the glyphs drawn are written). */
export async function embedFonts(doc: PDFDocument): Promise<DocumentFonts> {
  const entries = await Promise.all(
    FONT_FAMILIES.flatMap((family) =>
      (['regular', 'bold'] as const)
        .filter((weight) => weight === 'regular' || FILES[family].bold !== undefined)
        .map(async (weight) => ({ family, weight, font: await loadFont(family, weight) })),
    ),
  );
  // pdf-lib types "fontkit" as its fork's API; the adapter gives it the calls it makes.
  doc.registerFontkit(
    adapterFor(
      new Map(entries.map(({ font }) => [font.bytes, font.parsed])),
    ) as unknown as Parameters<PDFDocument['registerFontkit']>[0],
  );
  const embedded = new Map<string, PDFFont>();
  for (const { family, weight, font } of entries)
    embedded.set(`${family}/${weight}`, await doc.embedFont(font.bytes, { subset: true }));
  const regular = new Map(
    entries.filter((e) => e.weight === 'regular').map((e) => [e.family, e.font.parsed]),
  );
  return {
    font(family, weight) {
      const font = embedded.get(`${family}/${weight}`) ?? embedded.get(`${family}/regular`);
      if (font === undefined) throw new Error(`No ${weight} font for ${family}`);
      return font;
    },
    covers: (family, codePoint) => regular.get(family)?.hasGlyphForCodePoint(codePoint) ?? false,
  };
}
