import type { FilterList } from './params';
import { searchError } from './params';

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** A parsed filter: Algolia's `filters`, `facetFilters` and `numericFilters` all become this. */
export type FilterNode =
  | { type: 'and'; items: FilterNode[] }
  | { type: 'or'; items: FilterNode[] }
  | { type: 'not'; item: FilterNode }
  | { type: 'facet'; attribute: string; value: string }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { type: 'range'; attribute: string; lower: number; upper: number };

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'string'; text: string }
  | { kind: 'op'; text: NumericOperator | ':' }
  | { kind: 'paren'; text: '(' | ')' };

const OPERATORS = ['<=', '>=', '!=', '<', '>', '=', ':'] as const;

function tokenize(input: string, what: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input.charAt(i);
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ kind: 'paren', text: ch });
      i++;
    } else if (ch === '"' || ch === "'") {
      let value = '';
      let j = i + 1;
      for (; j < input.length && input.charAt(j) !== ch; j++) {
        if (input.charAt(j) === '\\' && j + 1 < input.length) j++;
        value += input.charAt(j);
      }
      if (j >= input.length)
        throw searchError(400, `${what}: unterminated quoted string at position ${i}`);
      tokens.push({ kind: 'string', text: value });
      i = j + 1;
    } else {
      const op = OPERATORS.find((o) => input.startsWith(o, i));
      if (op) {
        tokens.push({ kind: 'op', text: op });
        i += op.length;
        continue;
      }
      let j = i;
      while (j < input.length && !/[\s()<>=!:"']/.test(input.charAt(j))) j++;
      if (j === i) throw searchError(400, `${what}: unexpected character '${ch}' at position ${i}`);
      tokens.push({ kind: 'word', text: input.slice(i, j) });
      i = j;
    }
  }
  return tokens;
}

function toNumber(text: string, what: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n))
    throw searchError(400, `${what}: '${text}' is not a number`);
  return n;
}

/**
 * Parentheses and NOTs nest at most this deep: the parser recurses per level, and 5,000
 * levels overflowed the stack. InstantSearch's filters nest two or three.
 */
export const MAX_FILTER_NESTING = 32;

class Parser {
  private at = 0;
  private depth = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly what: string,
  ) {}

  parse(): FilterNode {
    const node = this.or();
    const rest = this.tokens[this.at];
    if (rest) throw searchError(400, `${this.what}: unexpected '${rest.text}'`);
    return node;
  }

  private peekWord(word: string) {
    const t = this.tokens[this.at];
    return t?.kind === 'word' && t.text === word;
  }

  private or(): FilterNode {
    const items = [this.and()];
    while (this.peekWord('OR')) {
      this.at++;
      items.push(this.and());
    }
    return items.length === 1 && items[0] ? items[0] : { type: 'or', items };
  }

  private and(): FilterNode {
    const items = [this.unary()];
    while (this.peekWord('AND')) {
      this.at++;
      items.push(this.unary());
    }
    return items.length === 1 && items[0] ? items[0] : { type: 'and', items };
  }

  private nested<T>(parse: () => T): T {
    this.depth++;
    if (this.depth > MAX_FILTER_NESTING)
      throw searchError(
        400,
        `${this.what}: nested too deeply (at most ${String(MAX_FILTER_NESTING)} levels of parentheses and NOT)`,
      );
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private unary(): FilterNode {
    if (this.peekWord('NOT')) {
      this.at++;
      return this.nested(() => ({ type: 'not', item: this.unary() }));
    }
    const t = this.tokens[this.at];
    if (t?.kind === 'paren' && t.text === '(') {
      this.at++;
      const inner = this.nested(() => this.or());
      const close = this.tokens[this.at];
      if (close?.kind !== 'paren' || close.text !== ')')
        throw searchError(400, `${this.what}: missing ')'`);
      this.at++;
      return inner;
    }
    return this.condition();
  }

  private value(): string {
    const t = this.tokens[this.at];
    if (t?.kind !== 'word' && t?.kind !== 'string')
      throw searchError(400, `${this.what}: a value is missing`);
    this.at++;
    return t.text;
  }

  private condition(): FilterNode {
    const attribute = this.value();
    const op = this.tokens[this.at];
    if (op?.kind !== 'op')
      throw searchError(400, `${this.what}: expected ':' or a comparison after '${attribute}'`);
    this.at++;
    if (op.text === ':') {
      const value = this.value();
      if (this.peekWord('TO')) {
        this.at++;
        return {
          type: 'range',
          attribute,
          lower: toNumber(value, this.what),
          upper: toNumber(this.value(), this.what),
        };
      }
      return { type: 'facet', attribute, value };
    }
    return {
      type: 'numeric',
      attribute,
      operator: op.text,
      value: toNumber(this.value(), this.what),
    };
  }
}

/** Parses Algolia's `filters` string (`brand:"Nordic Oak Works" AND (price < 500 OR inStock:true)`). */
export function parseFilters(input: string): FilterNode | undefined {
  if (input.trim() === '') return undefined;
  return new Parser(tokenize(input, 'filters'), 'filters').parse();
}

/** `brand:Nordic Oak Works`, `brand:-Nordic Oak Works` (negated), `brand:\-dash` (escaped). */
function facetFilter(entry: string): FilterNode {
  const colon = entry.indexOf(':');
  if (colon <= 0) throw searchError(400, `facetFilters: '${entry}' must look like attribute:value`);
  const attribute = entry
    .slice(0, colon)
    .trim()
    .replace(/^"(.*)"$/, '$1');
  let value = entry.slice(colon + 1).replace(/^"(.*)"$/, '$1');
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const node: FilterNode = { type: 'facet', attribute, value };
  return negated ? { type: 'not', item: node } : node;
}

function numericFilter(entry: string): FilterNode {
  const node = new Parser(tokenize(entry, 'numericFilters'), 'numericFilters').parse();
  if (node.type !== 'numeric' && node.type !== 'range')
    throw searchError(400, `numericFilters: '${entry}' is not a numeric comparison`);
  return node;
}

/** Outer list: AND; inner lists: OR (Algolia's facetFilters / numericFilters semantics). */
function fromList(entries: FilterList, one: (entry: string) => FilterNode): FilterNode | undefined {
  if (entries.length === 0) return undefined;
  const items = entries.map((entry): FilterNode =>
    Array.isArray(entry) ? { type: 'or', items: entry.map(one) } : one(entry),
  );
  return { type: 'and', items };
}

/** Every filter of a query, combined with AND. */
export function combineFilters(
  filters: string,
  facetFilters: FilterList,
  numericFilters: FilterList,
): FilterNode | undefined {
  const items = [
    parseFilters(filters),
    fromList(facetFilters, facetFilter),
    fromList(numericFilters, numericFilter),
  ].filter((n): n is FilterNode => n !== undefined);
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { type: 'and', items };
}
