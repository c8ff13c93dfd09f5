import { SEARCH_INDEX_NAME } from '@shop/domain';
import { useId, useRef, useState } from 'react';
import { useShell } from '../shell/shell-data';

interface Suggestion {
  sku: string;
  label: string;
}

interface VariantRecord {
  sku?: unknown;
  options?: unknown;
}

const SUGGESTIONS = 8;
const DELAY_MS = 200;

/** The variants of the index's hits as SKU suggestions: `SKU — Name (Colour: Oak)`. */
function suggestionsOf(hits: readonly Record<string, unknown>[]): Suggestion[] {
  return hits.flatMap((hit) => {
    const name = typeof hit.name === 'string' ? hit.name : '';
    const variants = Array.isArray(hit.variants) ? (hit.variants as VariantRecord[]) : [];
    return variants.flatMap((variant) => {
      if (typeof variant.sku !== 'string') return [];
      const options =
        variant.options && typeof variant.options === 'object'
          ? Object.entries(variant.options as Record<string, unknown>)
              .map(([key, value]) => `${key}: ${String(value)}`)
              .join(', ')
          : '';
      return [{ sku: variant.sku, label: options ? `${name} (${options})` : name }];
    });
  });
}

/**
 * A SKU field that suggests the catalogue's variant SKUs as the buyer types, from the search
 * index (the one service the browser calls itself); the search client loads on first use.
 * Without JavaScript it is a plain text field.
 */
export function SkuInput({ name, label }: { name: string; label: string }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const config = useShell().config.search;
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef('');

  const suggest = (text: string) => {
    clearTimeout(timer.current);
    const query = text.trim();
    if (query.length < 2) {
      setSuggestions([]);
      return;
    }
    timer.current = setTimeout(() => {
      asked.current = query;
      void import('../search/search-client')
        .then(({ searchClientFor }) =>
          searchClientFor(config).search({
            requests: [
              {
                indexName: SEARCH_INDEX_NAME,
                query,
                hitsPerPage: SUGGESTIONS,
                attributesToRetrieve: ['name', 'variants'],
                attributesToHighlight: [],
              },
            ],
          }),
        )
        .then((answer) => {
          if (asked.current !== query) return;
          const [first] = answer.results;
          const hits = first && 'hits' in first ? (first.hits as Record<string, unknown>[]) : [];
          setSuggestions(suggestionsOf(hits).slice(0, SUGGESTIONS * 2));
        })
        .catch((error: unknown) => {
          // Suggestions are a help only: a failed search leaves the field as it is.
          console.warn('SKU suggestions failed', error);
        });
    }, DELAY_MS);
  };

  return (
    <>
      <label className="ui-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="ui-input quick-order__sku"
        name={name}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        onChange={(event) => {
          suggest(event.currentTarget.value);
        }}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.sku} value={suggestion.sku} label={suggestion.label} />
        ))}
      </datalist>
    </>
  );
}
