/**
 * The generators both fuzz suites share: junk text and numbers, ids that name no record, nested
 * junk, malformed JSON and foreign content types, and the knobs (runs, seed) of every property.
 *
 * An id generator only ever yields ids that cannot exist: numbers at or above the context's id
 * ceiling (checked against the seeded database at start), zero, negatives, fractions, numbers past
 * the 32- and 53-bit limits, and strings that are none of the demo stores' ids under any
 * reading (`Number(" 12 ")` is 12, so " 12 " counts as an existing 12). So a case that hangs on
 * one of these ids is invalid whatever the rest of it says.
 */
import fc from 'fast-check';

/**
 * FUZZ_RUNS (cases per property), FUZZ_SEED (replay a failure: the seed fast-check printed) and
 * FUZZ_ONLY (a regular expression: fuzz only the routes or fields it matches) from the environment.
 */
export function fuzzParams(defaultRuns: number): fc.Parameters<unknown> {
  const runs = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  return {
    numRuns: runs > 0 ? runs : defaultRuns,
    ...(seed === undefined ? {} : { seed }),
    // One failure is enough to report; shrinking would resend dozens of bad calls.
    endOnFailure: true,
    includeErrorInReport: true,
  };
}

export const fuzzOnly = (name: string) =>
  !process.env.FUZZ_ONLY || new RegExp(process.env.FUZZ_ONLY).test(name);

/** Everything a generator needs to know about the running store. */
export interface FuzzContext {
  /** Every numeric id in the CRM is below this; unknown numeric ids are drawn from here up. */
  idCeiling: number;
  /** String ids of the demo stores (and seeded texts ids could be confused with). */
  knownText: ReadonlySet<string>;
  /**
   * A few existing ids: per CRM table (`orders`), per warehouse kind (`stock_documents:Moving`),
   * per demo store (`demo:board`, `demo:column` of that board, …).
   */
  ids: Readonly<Record<string, readonly (number | string)[]>>;
  /** Values live records already hold, per unique list field (`Certificate.code`). */
  uniqueValues: Readonly<Record<string, readonly string[]>>;
}

/** True when `value`, read any sane way, could name an existing record. */
export function couldExist(ctx: FuzzContext, value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'object') return false;
  const s = String(value).trim();
  if (ctx.knownText.has(s)) return true;
  const n = Number(s);
  return s !== '' && Number.isInteger(n) && n >= 1 && n < ctx.idCeiling;
}

const INT32_MAX = 2 ** 31 - 1;

/** Text no form sends: NUL and control characters, lone surrogates, RTL marks, markup, SQL. */
const SPECIAL_TEXT = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  '🌷🍔'.repeat(20),
  'Ｚａｌｇｏ̴̡̛̖̗̘̙̜̝̞̟̠̀́͂̓̈́͆͊͋͌',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '%s%n%x',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
] as const;

/** Junk text, now and then a long one (tens of kilobytes, well under the body limit). */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
  { weight: 8, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('я', 'x', '🌷', '\u0000', ' '), fc.integer({ min: 1_000, max: 100_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** Numbers a careful form never sends: past int32, past 2^53, fractions, negatives, tiny. */
export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    0.5,
    -1.5,
    INT32_MAX + 1,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53 + 2,
    1e21,
    -1e21,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -Number.MAX_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON scalar of any type. */
export const junkScalar: fc.Arbitrary<unknown> = fc.oneof(
  junkText,
  junkNumber,
  fc.boolean(),
  fc.constant(null),
);

/** Nested junk: objects and arrays a few levels deep, and now and then one hundreds deep. */
export const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 2, arbitrary: junkScalar },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 50, max: 400 }), fc.boolean(), junkScalar)
      .map(([depth, asArray, leaf]) => {
        let v: unknown = leaf;
        for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
        return v;
      }),
  },
);

/** An id that names no record (see the file comment); `shape` limits it to a GraphQL ID. */
export function unknownId(ctx: FuzzContext, shape: 'any' | 'gqlId' = 'any'): fc.Arbitrary<unknown> {
  const numeric = fc.integer({ min: ctx.idCeiling, max: INT32_MAX });
  const odd = fc.constantFrom<unknown>(
    INT32_MAX + 1,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53 + 2,
    1e21,
    '99999999999999999999',
    '2147483648',
    '9007199254740993',
    '0x7FFFFFFF',
    '1e12',
    -1,
    '-1',
    0,
    '0',
    '00',
    0.5,
    '1.5',
    'abc',
    '12abc',
    '１２',
    '١٢',
    '',
    ' ',
    'null',
    'undefined',
  );
  const any = fc.oneof(numeric, numeric.map(String), odd, junkText);
  // A blank GraphQL ID in an optional input field means «none» by the lists' rule (an empty parent
  // is a root category), so it is no unknown id there; /api profiles keep trying blanks.
  const typed =
    shape === 'gqlId'
      ? any.filter(
          (v) => (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isInteger(v)),
        )
      : any;
  return typed.filter((v) => !couldExist(ctx, v));
}

/**
 * An optional reference that names no record: unknownId without what means "none" (0, '0' and
 * blank text clear an optional reference).
 */
export function unknownRef(ctx: FuzzContext): fc.Arbitrary<unknown> {
  return unknownId(ctx).filter((v) => v !== 0 && v !== '0' && !(typeof v === 'string' && v.trim() === ''));
}

/** One of the existing ids of a table (or of a kind or demo store, see FuzzContext.ids). */
export function existingId(ctx: FuzzContext, key: string): fc.Arbitrary<number | string> {
  const ids = ctx.ids[key];
  if (!ids || ids.length === 0) throw new Error(`fuzz context: no existing ids for ${key}`);
  return fc.constantFrom(...ids);
}

/**
 * Text with U+0000, which PostgreSQL cannot store: whatever the CRM keeps must refuse it (before
 * the database does, with a 500). Not for the demo stores, which live in memory and take it.
 */
export const nulText = fc.constantFrom('a\u0000b', '\u0000', 'Букет\u0000', '\u0000'.repeat(50));

/** A key left out of the object `oneBad` builds. */
export const MISSING = Symbol('missing');

/**
 * Objects where one key, chosen at random, holds a bad value and every other key a good one (now
 * and then junk). Each bad value must be refused whatever the others hold: then every object is.
 */
export function oneBad(
  shape: Record<string, readonly [good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>]>,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  return fc
    .constantFrom(...keys)
    .chain((badKey) =>
      fc.record(
        Object.fromEntries(
          keys.map((k) => [
            k,
            k === badKey
              ? shape[k][1]
              : fc.oneof({ weight: 4, arbitrary: shape[k][0] }, { weight: 1, arbitrary: junkScalar }),
          ]),
        ),
      ),
    )
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== MISSING)));
}

/** Blank or not text at all: what a required text refuses (left out too: see absentOrBlank). */
export const blankText: fc.Arbitrary<unknown> = fc.constantFrom('', '   ', '\t\n', null, 12, true, {}, []);

/** A required text blank or left out (an update that leaves a field out keeps it: use blankText). */
export const absentOrBlank: fc.Arbitrary<unknown> = fc.oneof(blankText, fc.constant(MISSING));

/** Not a list index (0 ≤ i < length of any demo list): negative, far out, fractional, text. */
export const badIndex: fc.Arbitrary<unknown> = fc.constantFrom(-1, 1_000, 2 ** 31, 1.5, '0', null, true, {});

/** A raw request body that is not JSON, or JSON a parser must refuse (prototype pollution). */
export interface RawBody {
  contentType: string;
  payload: string;
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  '{"a":"\\x00"}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '01',
  '{"__proto__":{"polluted":true}}',
  '{"a":{"__proto__":{"polluted":true}}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"id":1,"val":1,"__proto__":{"isAdmin":true}}',
] as const;

/** Nesting far beyond the bound every server parses with (schema/json-depth.ts): a 400. */
const deepJson = fc
  .tuple(fc.integer({ min: 65, max: 6_000 }), fc.constantFrom('[', '{"a":', '{"id":1,"val":['))
  .map(([n, open]) => {
    const close = open === '[' ? ']' : open === '{"a":' ? '}' : ']}';
    return `${open.repeat(n)}${open === '{"a":' ? '1' : ''}${close.repeat(n)}`;
  });

/** Bodies no JSON route may act on: broken JSON, refused keys, deep nesting or a foreign type. */
export const badRawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ contentType: 'application/json', payload })),
  deepJson.map((payload) => ({ contentType: 'application/json', payload })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/octet-stream',
        'image/png',
        'multipart/form-data',
        'multipart/form-data; boundary=zz',
        'application/jsonp',
      ),
      fc.oneof(
        fc.constant('{"id":1,"val":1}'),
        fc.constant('id=1&val=1'),
        junkText.filter((s) => s !== ''),
      ),
    )
    .map(([contentType, payload]) => ({ contentType, payload })),
);

/**
 * Big but shallow bodies within the body limit: an object of thousands of unknown keys, or the
 * route's fields beside arrays of tens of thousands of items. Refused or ignored; never a 500.
 */
export const bigJson: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .integer({ min: 1_000, max: 20_000 })
    .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
  fc
    .tuple(
      fc.integer({ min: 1_000, max: 50_000 }),
      fc.constantFrom('id', 'ids', 'list', 'lines', 'val', 'order'),
    )
    .map(([n, key]) => ({ id: 1, [key]: Array.from({ length: n }, (_, i) => i) })),
);

/** encodeURIComponent, or a broken UTF-8 escape where it refuses (a lone surrogate). */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

/** A query string of junk pairs: unknown ids, repeated keys, broken escapes, long values. */
export function junkQuery(ctx: FuzzContext): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom('id', 'uid', 'chatId', 'currentUser', 'contactId', 'size', '__proto__', 'constructor'),
    fc.string({ maxLength: 8 }),
  );
  // Sent as they are, unescaped: broken escapes and bracket syntax.
  const raw = ['%zz', '%00', '%E0%A4%A', '%', 'a[b]=c', '[]', '{}'];
  const value = fc.oneof(unknownId(ctx).map(String), junkText, fc.constantFrom(...raw));
  return fc
    .array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) =>
      pairs.map(([k, v]) => `${encode(k)}=${raw.includes(v) ? v : encode(v.slice(0, 2000))}`).join('&'),
    );
}
