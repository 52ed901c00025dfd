/**
 * How deep a JSON body may nest (issue 27 item 1). Nothing the product sends nests more than a
 * dozen levels (a rich-text description is the deepest); a body of thousands of levels is an
 * attack or a bug, and code that walks or re-encodes it recursively (the upstream client, the
 * demo input reader) would overflow the stack and answer 500. Both servers refuse it while
 * parsing, before any handler runs: the gateway (/api and GraphQL) and the CRM.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP = 'Слишком глубокая вложенность данных';

/** The error code the servers' parsers throw and their error handlers recognise. */
export const JSON_TOO_DEEP_CODE = 'JSON_TOO_DEEP';

/**
 * True when `text` opens more than `max` arrays or objects inside one another. One pass over the
 * characters, brackets inside strings skipped; it does not validate (the parser does that next).
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** A 400 for Fastify's error handlers: `statusCode` and `code` as its own body errors carry. */
export function jsonTooDeepError(): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(JSON_TOO_DEEP), { statusCode: 400, code: JSON_TOO_DEEP_CODE });
}

/** The parts of a Fastify instance the bound needs (a type only: schema/ loads no Fastify). */
interface JsonParserHost {
  getDefaultJsonParser(
    onProto: 'error',
    onConstructor: 'error',
  ): (req: never, body: string, done: (err: Error | null, body?: unknown) => void) => void;
  removeContentTypeParser(type: string): void;
  addContentTypeParser(
    type: string,
    opts: { parseAs: 'string' },
    parser: (req: never, body: string, done: (err: Error | null, body?: unknown) => void) => void,
  ): void;
}

/**
 * Replaces a Fastify instance's JSON parser with Fastify's own (same prototype-poisoning
 * refusals, same errors, same body limit) behind the depth bound. Used by the gateway and the CRM.
 */
export function boundJsonDepth(app: JsonParserHost, max = MAX_JSON_DEPTH): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonTooDeep(body, max)) done(jsonTooDeepError());
    else parse(req, body, done);
  });
}
