/**
 * A JSONP callback must be a plain JavaScript identifier: the name is written into a
 * script, so anything else (dots, brackets, parentheses, comments, spaces) could run code.
 */
const PLAIN_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]{0,127}$/;

export function isPlainIdentifier(name: string | undefined): name is string {
  return name !== undefined && PLAIN_IDENTIFIER.test(name);
}

export interface NewsletterAnswer {
  result: 'success' | 'error';
  msg: string;
}

/**
 * `callback({...})`, as Mailchimp answers. The JSON is escaped further so that no value can
 * close a surrounding script element or break older parsers (`<`, `>`, `&`, U+2028/2029).
 */
export function jsonpBody(callback: string, answer: NewsletterAnswer): string {
  const json = JSON.stringify(answer).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${callback}(${json})`;
}
