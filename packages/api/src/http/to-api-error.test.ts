import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { isInsufficientStock } from '../errors/is-insufficient-stock';
import { apiErrorFrom, errorMessageOf } from './to-api-error';

const failed = (status: number, body: unknown, statusText = 'Bad Request') =>
  apiErrorFrom({
    status,
    statusText,
    method: 'POST',
    url: 'http://localhost/api/customers/login',
    body,
  });

describe('error normalisation (behaviour.md#errors)', () => {
  it('wraps a single string message as one item', () => {
    const error = failed(401, {
      status: 401,
      title: 'Invalid email or password',
      message: 'Invalid email or password',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.errors).toEqual(['Invalid email or password']);
    expect(error.message).toContain('401');
  });

  it('lists every nested field error of a validation body, capitalised', () => {
    const body = {
      status: 400,
      title: 'Invalid request',
      message: [
        {
          status: 400,
          title: 'Invalid request',
          errors: { email: 'email is taken', first_name: 'required' },
        },
      ],
    };
    expect(failed(400, body).errors).toEqual(['Email is taken', 'Required']);
  });

  it('falls back to the title, the text body, then the status text', () => {
    expect(errorMessageOf({ title: 'Conflict' }, 'Conflict')).toEqual({ title: 'Conflict' });
    expect(failed(409, { title: 'Cart already ordered' }).errors).toEqual(['Cart already ordered']);
    expect(failed(502, 'Bad gateway from proxy').errors).toEqual(['Bad gateway from proxy']);
    expect(failed(503, undefined, 'Service Unavailable').errors).toEqual(['Service Unavailable']);
  });

  it("summarises a proxy's HTML error page by its title, and cuts long text", () => {
    const page = `<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n${'<!-- padding -->\r\n'.repeat(4000)}</body>\r\n</html>`;
    const error = failed(502, page, 'Bad Gateway');
    expect(error.errors).toEqual(['502 Bad Gateway']);
    expect(error.message.length).toBeLessThan(200);
    expect(error.body).toBe(page);
    expect(failed(502, '<p>upstream <b>down</b></p>').errors).toEqual(['upstream down']);
    expect(failed(500, 'x'.repeat(5000)).errors[0]).toHaveLength(201);
  });

  it('never yields an empty list', () => {
    expect(failed(500, undefined, '').errors).toEqual(['An error occurred. Please try again.']);
    expect(failed(500, {}, '').errors.length).toBe(1);
  });

  it('keeps the whole body for callers that hand it back (order creation)', () => {
    const body = { status: 422, title: 'Cart is empty', message: 'Cart is empty', requestId: 'r1' };
    expect(failed(422, body).body).toBe(body);
  });
});

describe('isInsufficientStock', () => {
  it('recognises a stock error by the body title, nested title or error list', () => {
    expect(
      isInsufficientStock(failed(422, { title: 'Insufficient stock for SKU-1', message: 'x' })),
    ).toBe(true);
    expect(isInsufficientStock(failed(422, { message: { title: 'Not sufficient stock' } }))).toBe(
      true,
    );
    expect(isInsufficientStock(failed(422, 'insufficient stock'))).toBe(true);
  });

  it('is false for other errors and for non-API errors', () => {
    expect(
      isInsufficientStock(failed(422, { title: 'Cart is empty', message: 'Cart is empty' })),
    ).toBe(false);
    expect(isInsufficientStock(new Error('Insufficient stock'))).toBe(false);
    expect(isInsufficientStock(undefined)).toBe(false);
  });
});
