import SearchableMap from 'minisearch/SearchableMap';
import { Bitset } from './bitset';
import type { FilterNode } from './filters';
import { combineFilters } from './filters';
import { hitOf } from './hits';
import { forEachBit, topSlots } from './top-slots';
import { highlight } from './highlight';
import type { SearchParams } from './params';
import { searchError } from './params';
import type { SearchRecord } from './records';
import type { ReplicaSort } from './schema';
import {
  FACET_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  UNRETRIEVABLE_ATTRIBUTES,
  SEARCHABLE_ATTRIBUTES,
  numberAt,
  stringsAt,
} from './schema';
import type { QueryWord } from './text';
import { editDistance, normalize, queryWords, words } from './text';

/** Algolia's default `paginationLimitedTo`: hits past the 1000th are not reachable by paging. */
export const PAGINATION_LIMIT = 1000;
/** A posting is `slot * 8 + field`: searchable attributes fit in three bits. */
const FIELD_BITS = 3;

const SEARCHABLE = SEARCHABLE_ATTRIBUTES.map((a) => a.name);
const FIELD_WEIGHT = Float64Array.from(SEARCHABLE_ATTRIBUTES.map((a) => a.boost));
/** How much a word counts by how it matched (Algolia ranks exact before prefix before typos). */
const QUALITY = { exact: 1, prefix: 0.7, typo1: 0.45, typo2: 0.3 } as const;
/**
 * Once the earlier query words leave at most this many candidates, later words are checked
 * against each candidate's own words instead of walking their postings: a one-letter prefix
 * like the `c` of `oslo dining c` reaches a large share of the catalogue.
 */
const VERIFY_LIMIT = 4000;

interface DocumentTerms {
  terms: string[];
  fields: Uint8Array;
}
const FACETS = new Set<string>(FACET_ATTRIBUTES);
const NUMERIC = new Set<string>(NUMERIC_ATTRIBUTES);

interface FacetValue {
  value: string;
  bits: Bitset;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustiveTypo: true;
  exhaustive: { nbHits: true; facetsCount: true; typo: true };
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  renderingContent: Record<string, never>;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

interface Matches {
  nbHits: number;
  /** Text queries: the best `count` matching slots in rank order. */
  top: ((count: number) => number[]) | undefined;
  bits(): Bitset;
  words: QueryWord[];
}

const key = (value: string) => value.trim().toLowerCase();

/**
 * The in-process `products` index. Words map to postings (`slot * 8 + field`); MiniSearch's
 * radix tree (SearchableMap) finds the words a query word reaches by prefix or within its
 * typos. Matches, filters and facet values are bitsets over slots, so filtering is word-wise
 * AND/OR and a facet count a population count; ranking keeps only the best hits of the page
 * (pagination stops at 1000 anyway). A changed record gets a fresh slot and the old one
 * dies, so postings never need rewriting; a full rebuild compacts.
 */
export class SearchEngine {
  private readonly records: (SearchRecord | undefined)[] = [];
  private readonly slots = new Map<string, number>();
  private readonly alive = new Bitset();
  private readonly facetIndex = new Map<string, Map<string, FacetValue>>();
  private numbers = new Map<string, Float64Array>();
  private readonly postings = new Map<string, number[]>();
  private readonly vocabulary = new SearchableMap<number[]>();
  private readonly documentTerms: (DocumentTerms | undefined)[] = [];
  private readonly orders = new Map<string, Int32Array>();
  private dead = 0;
  private score = new Float64Array(0);
  private wordScore = new Float64Array(0);

  constructor(records: readonly SearchRecord[] = []) {
    for (const attribute of FACET_ATTRIBUTES) this.facetIndex.set(attribute, new Map());
    for (const attribute of NUMERIC_ATTRIBUTES)
      this.numbers.set(attribute, new Float64Array(Math.max(16, records.length)));
    for (const record of records) this.place(record);
  }

  get size(): number {
    return this.slots.size;
  }

  /** Share of slots held by replaced or removed records (a rebuild compacts them). */
  get deadRatio(): number {
    return this.records.length === 0 ? 0 : this.dead / this.records.length;
  }

  get(objectID: string): SearchRecord | undefined {
    const slot = this.slots.get(objectID);
    return slot === undefined ? undefined : this.records[slot];
  }

  /** Adds or replaces a record. */
  upsert(record: SearchRecord): void {
    if (this.slots.has(record.objectID)) this.remove(record.objectID);
    this.place(record);
  }

  remove(objectID: string): void {
    const slot = this.slots.get(objectID);
    const record = slot === undefined ? undefined : this.records[slot];
    if (slot === undefined || !record) return;
    for (const attribute of FACET_ATTRIBUTES) {
      for (const value of stringsAt(record, attribute))
        this.facetIndex.get(attribute)?.get(key(value))?.bits.delete(slot);
    }
    this.alive.delete(slot);
    this.records[slot] = undefined;
    this.documentTerms[slot] = undefined;
    this.slots.delete(objectID);
    this.dead++;
    this.orders.clear();
  }

  private place(record: SearchRecord): number {
    const slot = this.records.length;
    this.records.push(record);
    const ownTerms: string[] = [];
    const ownFields: number[] = [];
    SEARCHABLE.forEach((field, f) => {
      const seen = new Set<string>();
      for (const value of stringsAt(record, field)) {
        for (const word of words(value)) {
          const term = normalize(word);
          if (seen.has(term)) continue;
          seen.add(term);
          ownTerms.push(term);
          ownFields.push(f);
          let list = this.postings.get(term);
          if (!list) {
            list = [];
            this.postings.set(term, list);
            this.vocabulary.set(term, list);
          }
          list.push((slot << FIELD_BITS) | f);
        }
      }
    });
    this.documentTerms[slot] = { terms: ownTerms, fields: Uint8Array.from(ownFields) };
    this.slots.set(record.objectID, slot);
    this.alive.add(slot);
    for (const attribute of FACET_ATTRIBUTES) {
      const values = this.facetIndex.get(attribute);
      if (!values) continue;
      for (const value of stringsAt(record, attribute)) {
        const k = key(value);
        let entry = values.get(k);
        if (!entry) {
          entry = { value, bits: new Bitset(this.records.length) };
          values.set(k, entry);
        }
        entry.bits.add(slot);
      }
    }
    for (const attribute of NUMERIC_ATTRIBUTES) {
      let column = this.numbers.get(attribute) ?? new Float64Array(16);
      if (slot >= column.length) {
        const grown = new Float64Array(Math.max(slot + 1, column.length * 2));
        grown.set(column);
        column = grown;
      }
      column[slot] = numberAt(record, attribute);
      this.numbers.set(attribute, column);
    }
    this.orders.clear();
    return slot;
  }

  // ------------------------------------------------------------------ matching

  private evaluate(node: FilterNode): Bitset {
    switch (node.type) {
      case 'and': {
        const [first, ...rest] = node.items.map((item) => this.evaluate(item));
        if (!first) return this.alive.clone();
        for (const bits of rest) first.and(bits);
        return first;
      }
      case 'or': {
        const out = new Bitset(this.records.length);
        for (const item of node.items) out.or(this.evaluate(item));
        return out;
      }
      case 'not':
        return this.alive.clone().andNot(this.evaluate(node.item));
      case 'facet': {
        const values = this.facetIndex.get(node.attribute);
        if (values)
          return values.get(key(node.value))?.bits.clone() ?? new Bitset(this.records.length);
        if (NUMERIC.has(node.attribute)) {
          const n = Number(node.value);
          if (!Number.isFinite(n))
            throw searchError(
              400,
              `filters: '${node.value}' is not a number (${node.attribute} is numeric)`,
            );
          return this.compare(node.attribute, (v) => v === n);
        }
        throw searchError(
          400,
          `filters: ${node.attribute} is not in attributesForFaceting (${FACET_ATTRIBUTES.join(', ')})`,
        );
      }
      case 'numeric': {
        const { value } = node;
        const test: Record<typeof node.operator, (v: number) => boolean> = {
          '<': (v) => v < value,
          '<=': (v) => v <= value,
          '=': (v) => v === value,
          '!=': (v) => v !== value,
          '>=': (v) => v >= value,
          '>': (v) => v > value,
        };
        return this.compare(node.attribute, test[node.operator]);
      }
      case 'range':
        return this.compare(node.attribute, (v) => v >= node.lower && v <= node.upper);
    }
  }

  private compare(attribute: string, test: (value: number) => boolean): Bitset {
    if (UNRETRIEVABLE_ATTRIBUTES.has(attribute))
      throw searchError(
        400,
        `filters: ${attribute} is not retrievable with this key, so it cannot be filtered on either`,
      );
    const column = this.numbers.get(attribute);
    if (!column)
      throw searchError(
        400,
        `filters: ${attribute} is not a numeric attribute (${NUMERIC_ATTRIBUTES.join(', ')})`,
      );
    const out = new Bitset(this.records.length);
    for (let slot = 0; slot < this.records.length; slot++) {
      const v = column[slot] ?? Number.NaN;
      if (this.records[slot] && !Number.isNaN(v) && test(v)) out.add(slot);
    }
    return out;
  }

  private match(p: SearchParams, sort: ReplicaSort | undefined): Matches {
    const filter = combineFilters(p.filters, p.facetFilters, p.numericFilters);
    const filterBits = filter ? this.evaluate(filter).and(this.alive) : undefined;
    const query = queryWords(p.query, p);
    if (query.length === 0) {
      const bits = filterBits ?? this.alive;
      return { nbHits: bits.count(), top: undefined, bits: () => bits, words: query };
    }
    const bits = this.textMatches(query);
    bits.and(filterBits ?? this.alive);
    const score = this.score;
    const stock = this.facetIndex.get('inStock')?.get('true')?.bits;
    const column = sort ? this.numbers.get(sort.attribute) : undefined;
    // Relevance, then in-stock first, then load order; a replica sorts by its attribute first.
    const better = (a: number, b: number) => {
      if (column && sort) {
        const d = sort.direction * ((column[a] ?? 0) - (column[b] ?? 0));
        if (d !== 0) return d < 0;
      }
      const sa = score[a] ?? 0;
      const sb = score[b] ?? 0;
      if (sa !== sb) return sa > sb;
      const ia = stock?.has(a) ?? false;
      const ib = stock?.has(b) ?? false;
      if (ia !== ib) return ia;
      return a < b;
    };
    return {
      nbHits: bits.count(),
      top: (count) => topSlots(bits, count, better),
      bits: () => bits,
      words: query,
    };
  }

  /** Slots whose words match every query word; `this.score` gets each slot's relevance. */
  private textMatches(query: readonly QueryWord[]): Bitset {
    const n = this.records.length;
    if (this.score.length < n) {
      this.score = new Float64Array(n + 1024);
      this.wordScore = new Float64Array(n + 1024);
    }
    const score = this.score;
    const wordScore = this.wordScore;
    score.fill(0, 0, n);
    let matched: Bitset | undefined;
    // Whole words first: they narrow the candidates before a prefix is looked at.
    const ordered = [...query].sort((a, b) => Number(a.prefix) - Number(b.prefix));
    for (const q of ordered) {
      if (matched && matched.count() <= VERIFY_LIMIT) {
        this.verifyWord(q, matched);
        continue;
      }
      const reached: { list: number[]; quality: number }[] = [];
      const exact = this.postings.get(q.word);
      if (exact) reached.push({ list: exact, quality: QUALITY.exact });
      if (q.prefix) {
        for (const [term, list] of this.vocabulary.atPrefix(q.word)) {
          if (term !== q.word) reached.push({ list, quality: QUALITY.prefix });
        }
      }
      for (const [term, quality] of this.typoTerms(q)) {
        const list = this.postings.get(term);
        if (list) reached.push({ list, quality });
      }
      const wordBits = new Bitset(n);
      for (const { list, quality } of reached) {
        for (const posting of list) {
          const slot = posting >>> FIELD_BITS;
          wordBits.add(slot);
          const s = quality * (FIELD_WEIGHT[posting & 7] ?? 1);
          if (s > (wordScore[slot] ?? 0)) wordScore[slot] = s;
        }
      }
      for (const { list } of reached) {
        for (const posting of list) {
          const slot = posting >>> FIELD_BITS;
          const s = wordScore[slot] ?? 0;
          if (s > 0) {
            score[slot] = (score[slot] ?? 0) + s;
            wordScore[slot] = 0;
          }
        }
      }
      matched = matched ? matched.and(wordBits) : wordBits;
    }
    return matched ?? new Bitset(n);
  }

  /** Words within the query word's typos (not exact, not prefix matches) → their quality. */
  private typoTerms(q: QueryWord): Map<string, number> {
    const out = new Map<string, number>();
    if (q.typos === 0) return out;
    // The radix tree counts a swap of two letters as two edits, Algolia as one typo:
    // ask one edit wider, then keep the words within the allowed typos.
    for (const [term] of this.vocabulary.fuzzyGet(q.word, q.typos + 1)) {
      if (term === q.word || (q.prefix && term.startsWith(q.word))) continue;
      const distance = editDistance(term, q.word, q.typos);
      if (distance <= q.typos) out.set(term, distance === 1 ? QUALITY.typo1 : QUALITY.typo2);
    }
    return out;
  }

  /** Keeps the candidates that have a word matching `q`, adding that word's score. */
  private verifyWord(q: QueryWord, matched: Bitset): void {
    const typos = this.typoTerms(q);
    const score = this.score;
    forEachBit(matched, (slot) => {
      const own = this.documentTerms[slot];
      let best = 0;
      if (own) {
        for (let k = 0; k < own.terms.length; k++) {
          const term = own.terms[k] ?? '';
          const quality =
            term === q.word
              ? QUALITY.exact
              : q.prefix && term.startsWith(q.word)
                ? QUALITY.prefix
                : (typos.get(term) ?? 0);
          if (quality > 0) best = Math.max(best, quality * (FIELD_WEIGHT[own.fields[k] ?? 0] ?? 1));
        }
      }
      if (best > 0) score[slot] = (score[slot] ?? 0) + best;
      else matched.delete(slot);
    });
  }

  /** Browse order without a query: in-stock records first, then by slot (load order), or a replica's sort. */
  private order(sort: ReplicaSort | undefined): Int32Array {
    const name = sort ? `${sort.attribute}:${sort.direction}` : 'default';
    let order = this.orders.get(name);
    if (order) return order;
    const inStock = this.facetIndex.get('inStock')?.get('true')?.bits;
    const live: number[] = [];
    const later: number[] = [];
    for (let slot = 0; slot < this.records.length; slot++) {
      if (!this.records[slot]) continue;
      (inStock?.has(slot) ? live : later).push(slot);
    }
    const all = [...live, ...later];
    if (sort) {
      const column = this.numbers.get(sort.attribute);
      all.sort((a, b) => sort.direction * ((column?.[a] ?? 0) - (column?.[b] ?? 0)));
    }
    order = Int32Array.from(all);
    this.orders.set(name, order);
    return order;
  }

  private pageOf(m: Matches, start: number, end: number, sort: ReplicaSort | undefined): number[] {
    if (end <= start) return [];
    if (m.top) return m.top(end).slice(start, end);
    const bits = m.bits();
    const out: number[] = [];
    let seen = 0;
    for (const slot of this.order(sort)) {
      if (!bits.has(slot)) continue;
      if (seen >= start) out.push(slot);
      seen++;
      if (seen >= end) break;
    }
    return out;
  }

  // ------------------------------------------------------------------ facets

  /** The facets a query asked for that it may have: an unretrievable figure is none of them. */
  private facetAttributes(requested: readonly string[]): string[] {
    if (requested.includes('*')) return [...FACET_ATTRIBUTES];
    return requested.filter(
      (a) => (FACETS.has(a) || NUMERIC.has(a)) && !UNRETRIEVABLE_ATTRIBUTES.has(a),
    );
  }

  private countFacets(m: Matches, p: SearchParams) {
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    const attributes = this.facetAttributes(p.facets);
    if (attributes.length === 0) return { facets, stats };
    for (const attribute of attributes) {
      const values = this.facetIndex.get(attribute);
      let counts: { value: string; count: number }[] = [];
      if (values) {
        const bits = m.bits();
        for (const entry of values.values()) {
          const count = bits.countAnd(entry.bits);
          if (count > 0) counts.push({ value: entry.value, count });
        }
      } else {
        const column = this.numbers.get(attribute);
        const tally = new Map<number, number>();
        let min = Infinity;
        let max = -Infinity;
        let sum = 0;
        let n = 0;
        this.forEachMatch(m, (slot) => {
          const v = column?.[slot] ?? Number.NaN;
          if (Number.isNaN(v)) return;
          tally.set(v, (tally.get(v) ?? 0) + 1);
          min = Math.min(min, v);
          max = Math.max(max, v);
          sum += v;
          n++;
        });
        if (n > 0) stats[attribute] = { min, max, avg: sum / n, sum };
        counts = [...tally].map(([value, count]) => ({ value: String(value), count }));
      }
      counts.sort(
        p.sortFacetValuesBy === 'alpha'
          ? (a, b) => a.value.localeCompare(b.value)
          : (a, b) => b.count - a.count || a.value.localeCompare(b.value),
      );
      facets[attribute] = Object.fromEntries(
        counts.slice(0, p.maxValuesPerFacet).map((c) => [c.value, c.count]),
      );
    }
    return { facets, stats };
  }

  private forEachMatch(m: Matches, visit: (slot: number) => void) {
    forEachBit(m.bits(), visit);
  }

  // ------------------------------------------------------------------ public queries

  /** One Algolia search: hits of the requested page, counts, facets and timings. */
  search(index: string, p: SearchParams, sort?: ReplicaSort): SearchResponse {
    const started = performance.now();
    const m = this.match(p, sort);
    const reachable = Math.min(m.nbHits, PAGINATION_LIMIT);
    const usesOffset = p.offset !== undefined;
    const start = usesOffset ? (p.offset ?? 0) : p.page * p.hitsPerPage;
    const end = Math.min(
      reachable,
      start + (usesOffset ? (p.length ?? p.hitsPerPage) : p.hitsPerPage),
    );
    const hits = this.pageOf(m, start, end, sort).flatMap((slot) => {
      const record = this.records[slot];
      return record ? [hitOf(record, p, m.words)] : [];
    });
    const { facets, stats } = this.countFacets(m, p);
    const response: SearchResponse = {
      hits,
      nbHits: m.nbHits,
      page: p.page,
      nbPages: p.hitsPerPage > 0 ? Math.ceil(reachable / p.hitsPerPage) : 0,
      hitsPerPage: p.hitsPerPage,
      ...(usesOffset ? { offset: start, length: end - start } : {}),
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, facetsCount: true, typo: true },
      ...(p.facets.length > 0 ? { facets } : {}),
      ...(Object.keys(stats).length > 0 ? { facets_stats: stats } : {}),
      query: p.query,
      params: p.echo,
      index,
      processingTimeMS: 0,
      renderingContent: {},
    };
    response.processingTimeMS = Math.max(1, Math.round(performance.now() - started));
    return response;
  }

  /** Facet-value search (`searchForFacetValues`): values of one facet matching `facetQuery`, within the query's matches. */
  searchFacetValues(attribute: string, p: SearchParams, sort?: ReplicaSort): FacetSearchResponse {
    const started = performance.now();
    const values = this.facetIndex.get(attribute);
    if (!values) {
      throw searchError(
        400,
        `Cannot search in ${attribute}: it is not a facet of this index (${FACET_ATTRIBUTES.join(', ')})`,
      );
    }
    const bits = this.match(p, sort).bits();
    const wanted = queryWords(p.facetQuery, {
      ...p,
      queryType: 'prefixLast',
      typoTolerance: false,
    });
    const tags = { pre: p.highlightPreTag, post: p.highlightPostTag };
    const hits: FacetHit[] = [];
    for (const entry of values.values()) {
      const valueWords = words(entry.value).map(normalize);
      const all = wanted.every((q) =>
        valueWords.some((w) => (q.prefix ? w.startsWith(q.word) : w === q.word)),
      );
      if (!all) continue;
      const count = bits.countAnd(entry.bits);
      if (count === 0) continue;
      hits.push({
        value: entry.value,
        highlighted: highlight(entry.value, wanted, tags).value,
        count,
      });
    }
    hits.sort(
      p.sortFacetValuesBy === 'alpha'
        ? (a, b) => a.value.localeCompare(b.value)
        : (a, b) => b.count - a.count || a.value.localeCompare(b.value),
    );
    return {
      facetHits: hits.slice(0, p.maxFacetHits),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
    };
  }
}
