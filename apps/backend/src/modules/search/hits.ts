import type { HighlightResult, SnippetResult } from './highlight';
import { highlight, snippet } from './highlight';
import type { SearchParams } from './params';
import type { SearchRecord } from './records';
import {
  SEARCHABLE_ATTRIBUTES,
  UNRETRIEVABLE_ATTRIBUTES,
  UNRETRIEVABLE_VARIANT_ATTRIBUTES,
} from './schema';
import type { QueryWord } from './text';

const SEARCHABLE = SEARCHABLE_ATTRIBUTES.map((a) => a.name);

/** A record's value as a hit may show it: variants without their unretrievable figures. */
function retrievable(record: SearchRecord, attribute: string): unknown {
  if (attribute === 'variants')
    return record.variants.map((variant) =>
      Object.fromEntries(
        Object.entries(variant).filter(([key]) => !UNRETRIEVABLE_VARIANT_ATTRIBUTES.has(key)),
      ),
    );
  return (record as unknown as Record<string, unknown>)[attribute];
}

/**
 * `attributesToRetrieve`: `*`, `*` with `-attribute` exclusions, or a list; objectID always;
 * the unretrievable attributes never (UNRETRIEVABLE_ATTRIBUTES).
 */
function retrieve(record: SearchRecord, attributes: readonly string[]): Record<string, unknown> {
  const names = Object.keys(record).filter((name) => !UNRETRIEVABLE_ATTRIBUTES.has(name));
  const excluded = new Set(attributes.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
  const wanted = attributes.includes('*')
    ? names.filter((name) => !excluded.has(name))
    : names.filter((name) => attributes.includes(name));
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const name of wanted) out[name] = retrievable(record, name);
  return out;
}

/**
 * One hit as a query asks for it: the attributes it may retrieve, with highlights and snippets
 * of the searchable text (never of a figure: those are numbers, and unretrievable besides).
 */
export function hitOf(
  record: SearchRecord,
  p: SearchParams,
  query: readonly QueryWord[],
): Record<string, unknown> {
  const out = retrieve(record, p.attributesToRetrieve);
  const tags = { pre: p.highlightPreTag, post: p.highlightPostTag };
  const toHighlight = p.attributesToHighlight ?? SEARCHABLE;
  const highlights: Record<string, HighlightResult | HighlightResult[]> = {};
  for (const attribute of toHighlight.includes('*') ? SEARCHABLE : toHighlight) {
    const value = (record as unknown as Record<string, unknown>)[attribute];
    if (typeof value === 'string') highlights[attribute] = highlight(value, query, tags);
    else if (Array.isArray(value))
      highlights[attribute] = value
        .filter((v) => typeof v === 'string')
        .map((v) => highlight(v, query, tags));
  }
  out._highlightResult = highlights;
  if (p.attributesToSnippet.length > 0) {
    const snippets: Record<string, SnippetResult | SnippetResult[]> = {};
    for (const spec of p.attributesToSnippet) {
      const [attribute = '', size] = spec.split(':');
      const words = Number(size) > 0 ? Number(size) : 10;
      const value = (record as unknown as Record<string, unknown>)[attribute];
      if (typeof value === 'string')
        snippets[attribute] = snippet(value, query, tags, words, p.snippetEllipsisText);
      else if (Array.isArray(value))
        snippets[attribute] = value
          .filter((v) => typeof v === 'string')
          .map((v) => snippet(v, query, tags, words, p.snippetEllipsisText));
    }
    out._snippetResult = snippets;
  }
  return out;
}
