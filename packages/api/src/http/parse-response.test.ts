import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ResponseShapeError, isResponseShapeError } from '../errors/response-shape-error';
import { cartResponseSchema } from '../carts/carts.schemas';
import { parseResponse } from './parse-response';

const where = { method: 'GET', url: 'http://localhost/api/carts/c1' };

describe('parseResponse', () => {
  it('returns the parsed answer when the shape is right', () => {
    const body = {
      message: {
        data: { id: 'c1', line_items: { physical_items: [] }, base_amount: 0, cart_amount: 0 },
      },
    };
    expect(parseResponse(cartResponseSchema, body, where).message.data.id).toBe('c1');
  });

  it('throws a typed ResponseShapeError naming the bad path', () => {
    const body = {
      message: { data: { id: 'c1', line_items: {}, base_amount: '0', cart_amount: 0 } },
    };
    const failure = (() => {
      try {
        return parseResponse(cartResponseSchema, body, where);
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ResponseShapeError);
    expect(isResponseShapeError(failure)).toBe(true);
    const error = failure as ResponseShapeError;
    expect(error.url).toBe(where.url);
    expect(error.body).toBe(body);
    expect(error.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining([
        'message.data.line_items.physical_items',
        'message.data.base_amount',
      ]),
    );
    expect(error.message).toContain('message.data.line_items.physical_items');
  });

  it('reports a non-JSON answer as a shape error too', () => {
    expect(() =>
      parseResponse(z.looseObject({ token: z.string() }), '<html>gateway</html>', where),
    ).toThrow(ResponseShapeError);
  });
});
