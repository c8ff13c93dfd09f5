import { fileURLToPath } from 'node:url';
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_DOCUMENTS } from './storefront-documents';

// The backend does not depend on @shop/api; this check only reads the storefront's
// documents from the monorepo, so the copies the tests send cannot drift from them.
const operationsFile = fileURLToPath(
  new URL('../../../../packages/api/src/graphql/operations.ts', import.meta.url),
);

interface Document {
  operationName: string;
  query: string;
}

describe('the documents the tests send', () => {
  it('are the storefront client documents, field for field', async () => {
    const module = (await import(operationsFile)) as Record<string, unknown>;
    const theirs = Object.values(module).filter(
      (value): value is Document =>
        typeof value === 'object' && value !== null && 'operationName' in value && 'query' in value,
    );
    expect(theirs.map((d) => d.operationName).sort()).toEqual(
      Object.keys(STOREFRONT_DOCUMENTS).sort(),
    );
    for (const document of theirs) {
      const ours =
        STOREFRONT_DOCUMENTS[document.operationName as keyof typeof STOREFRONT_DOCUMENTS];
      expect(print(parse(ours)), document.operationName).toBe(print(parse(document.query)));
    }
  });
});
