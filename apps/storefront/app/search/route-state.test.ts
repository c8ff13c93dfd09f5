import { searchHref } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  parseSearchParams,
  routeToState,
  searchPageHref,
  stateToRoute,
  type SearchRouteState,
} from './route-state';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search page query string', () => {
  it('reads term, facets, stock and page', () => {
    expect(
      parse(
        'term=oak%20table&brand=Harbour&brand=Nordic%20Oak%20Works&category=Chairs&colour=Walnut&material=Oak&instock=1&page=3',
      ),
    ).toEqual({
      term: 'oak table',
      brand: ['Harbour', 'Nordic Oak Works'],
      category: ['Chairs'],
      colour: ['Walnut'],
      material: ['Oak'],
      inStock: true,
      page: 3,
    });
  });

  it('drops what is malformed instead of failing', () => {
    expect(parse('term=%20%20&brand=&brand=%20&instock=maybe&page=abc')).toEqual({});
    expect(parse('page=1')).toEqual({});
    expect(parse('page=-2')).toEqual({});
    expect(parse('page=2.5')).toEqual({});
    expect(parse('page=999999')).toEqual({});
    expect(parse(`brand=${'x'.repeat(201)}`)).toEqual({});
    expect(parse(`term=${'a'.repeat(600)}`).term).toHaveLength(512);
    const many = Array.from({ length: 50 }, (_, i) => `brand=b${String(i)}`).join('&');
    expect(parse(many).brand).toHaveLength(30);
    expect(parse('brand=A&brand=A').brand).toEqual(['A']);
  });

  it('writes the same URL as the header search for a term alone', () => {
    for (const term of ['oak', 'oak table', 'chair & desk', 'ÆRØ 50%', 'a+b']) {
      expect(searchPageHref({ term })).toBe(searchHref(term));
    }
  });

  it('writes state in a fixed order and reads it back unchanged', () => {
    const state: SearchRouteState = {
      term: 'sofa',
      brand: ['A & B', 'C'],
      category: ['Sofas'],
      colour: ['Ink/Blue'],
      material: ['Wool'],
      inStock: true,
      page: 2,
    };
    const href = searchPageHref(state);
    expect(href).toBe(
      '/search?term=sofa&brand=A%20%26%20B&brand=C&category=Sofas&colour=Ink%2FBlue&material=Wool&instock=1&page=2',
    );
    expect(parse(href.split('?')[1] ?? '')).toEqual(state);
    expect(searchPageHref({})).toBe('/search');
  });

  it('maps InstantSearch UI state to the route and back', () => {
    const route: SearchRouteState = {
      term: 'oak',
      brand: ['Harbour'],
      category: ['Chairs'],
      inStock: true,
      page: 2,
    };
    const ui = routeToState(route);
    expect(ui).toEqual({
      products: {
        query: 'oak',
        refinementList: { brand: ['Harbour'], categories: ['Chairs'] },
        toggle: { inStock: true },
        page: 2,
      },
    });
    expect(stateToRoute(ui)).toEqual(route);
    expect(stateToRoute({})).toEqual({});
    expect(routeToState({})).toEqual({ products: { query: '' } });
    expect(
      stateToRoute({
        products: {
          query: '  ',
          page: 1,
          toggle: { inStock: false },
          refinementList: { brand: [] },
        },
      }),
    ).toEqual({});
  });
});
