/**
 * The `Date` and `DateTime` scalars of schema/base.graphql (issue 18 item 4). graphql-scalars
 * checks the formats (RFC 3339 `full-date` and `date-time`, real calendar days); we keep its
 * checks but not its values: its scalars hand resolvers a JS `Date`, which would turn a shop's
 * calendar day into a UTC instant and change every service's arguments. Here a valid value
 * stays the very string it was, in and out, and a bad one is refused in Russian.
 */
import { GraphQLError, GraphQLScalarType, Kind, print, type ValueNode } from 'graphql';
import { DateResolver, DateTimeResolver } from 'graphql-scalars';

/** Runs graphql-scalars' check; true when it accepts `value`. */
function accepts(check: (value: unknown) => unknown, value: unknown): boolean {
  try {
    check(value);
    return true;
  } catch {
    return false;
  }
}

/** True when `value` is a string `scalar` (graphql-scalars') accepts as an argument. */
const validFor =
  (scalar: GraphQLScalarType) =>
  (value: unknown): value is string =>
    typeof value === 'string' && accepts((v) => scalar.parseValue(v), value);

/**
 * An RFC 3339 date-time with its offset, as the `DateTime` scalar takes it; for the `/api` bodies
 * that carry instants. Not `Date.parse`: its legacy reader takes "-0", "0" or "12" for a year.
 */
export const isDateTime = validFor(DateTimeResolver);

interface Format {
  name: 'Date' | 'DateTime';
  /** graphql-scalars' scalar whose parseValue is the check. */
  check: GraphQLScalarType;
  /** The refusal's wording, Russian: what was expected, with an example. */
  expected: string;
  /** A JS Date a service may hand back, written in this format. */
  fromJsDate: (d: Date) => string;
  description: string;
}

function stringScalar(format: Format): GraphQLScalarType<string, string> {
  const refuse = (shown: string, nodes?: ValueNode) =>
    new GraphQLError(`${format.expected}, получено: ${shown}`, {
      nodes,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  const valid = validFor(format.check);
  return new GraphQLScalarType<string, string>({
    name: format.name,
    description: format.description,
    specifiedByURL: 'https://datatracker.ietf.org/doc/html/rfc3339#section-5.6',
    serialize(value) {
      if (value instanceof Date && !Number.isNaN(value.getTime())) return format.fromJsDate(value);
      // A value the CRM sent in another format is our fault, not the caller's: a field error.
      if (typeof value !== 'string' || !accepts((v) => format.check.serialize(v), value))
        throw new Error(`${format.name}: cannot serialise ${JSON.stringify(value)}`);
      return value;
    },
    parseValue(value) {
      if (!valid(value)) throw refuse(JSON.stringify(value) ?? String(value));
      return value;
    },
    parseLiteral(ast) {
      if (ast.kind !== Kind.STRING || !valid(ast.value)) throw refuse(print(ast), ast);
      return ast.value;
    },
  });
}

/** A calendar day in the shop's time zone (SHOP_TIMEZONE), `2026-11-26`. */
export const DateScalar = stringScalar({
  name: 'Date',
  check: DateResolver,
  expected: 'Дата должна быть в формате ГГГГ-ММ-ДД, например "2026-11-26"',
  // A Date a service made for a day holds that day at UTC midnight.
  fromJsDate: (d) => d.toISOString().slice(0, 10),
  // As in schema/base.graphql: Apollo takes a scalar's description from here, not from the SDL.
  description:
    "A calendar day, `yyyy-MM-dd` (RFC 3339 full-date, e.g. `2026-11-26`), counted in the shop's time\n" +
    "zone (SHOP_TIMEZONE, default Europe/Moscow): an order's date, a report's period. Anything else,\n" +
    '`2026-13-45` included, is refused with BAD_USER_INPUT.',
});

/** An instant, ISO 8601 with its offset (`2026-11-26T09:30:00.000Z`). */
export const DateTimeScalar = stringScalar({
  name: 'DateTime',
  check: DateTimeResolver,
  expected: 'Время должно быть в формате ISO 8601 со смещением, например "2026-11-26T09:30:00Z"',
  fromJsDate: (d) => d.toISOString(),
  description:
    'An instant, ISO 8601 / RFC 3339 date-time with its offset. The server answers in UTC\n' +
    '(`2026-11-26T09:30:00.000Z`); an argument may carry any offset (`2026-11-26T12:30:00+03:00`).',
});
