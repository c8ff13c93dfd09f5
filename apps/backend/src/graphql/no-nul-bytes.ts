import { NUL_BYTE_MESSAGE, findNulByte } from '@shop/domain';
import { BREAK, visit } from 'graphql';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badArgument } from './connection';

function hasNulLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes('\u0000')) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * A NUL byte in a variable or a string literal is bad input, answered BAD_USER_INPUT before
 * any resolver runs; it used to reach PostgreSQL and come back as an unexpected error.
 */
export function noNulBytesPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variable = findNulByte(args.variableValues ?? {});
      // Typed loosely by envelop: it is the parsed, validated document.
      const document = args.document as DocumentNode;
      if (variable === undefined && !hasNulLiteral(document)) return;
      const where = variable === undefined ? 'a string argument' : `$${variable.join('.')}`;
      setResultAndStopExecution({ errors: [badArgument(`${where}: ${NUL_BYTE_MESSAGE}`)] });
    },
  };
}
