/**
 * The limits of one GraphQL operation (gateway/graphql/limits.ts) through the real gateway:
 * depth, aliases, tokens, cost and page size are refused with 400 and a clear message, batching
 * and CSRF-prone requests are refused, errors carry nothing internal. And the other side of the
 * bargain: every operation the web app sends, as Apollo Client sends it, passes every limit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  buildASTSchema,
  concatAST,
  getIntrospectionQuery,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  Lexer,
  parse,
  print,
  Source,
  specifiedRules,
  TokenKind,
  typeFromAST,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../gateway/graphql/schema';
import { MAX_PAGE } from '../../schema/paging';
import {
  costRefusal,
  limitRules,
  operationAliases,
  operationCost,
  operationDepth,
} from '../../gateway/graphql/limits';
import { ACCOUNTS, bearer, gql, login, startGateway, testConfig, type TestGateway } from './helper';

const limits = testConfig().graphql;

let gw: TestGateway;
let sa: string;
beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
});
afterAll(async () => gw?.close());

/** `product(id) { composition { component { … } } }`, `pairs` times, ending in `leaf`. */
function compositionChain(pairs: number, leaf: string, root = 'product(id: "1")'): string {
  let inner = leaf;
  for (let i = 0; i < pairs; i++) inner = `composition { component { ${inner} } }`;
  return `{ ${root} { ${inner} } }`;
}

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  gw.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: payload as Record<string, unknown>,
  });

describe('depth', () => {
  it('an operation 10 levels deep runs; 11 levels is refused with 400', async () => {
    // product(1) + 4 × (composition, component) + __typename = 10 levels.
    const ten = compositionChain(4, '__typename');
    expect(operationDepth(parse(ten).definitions[0] as OperationDefinitionNode, parse(ten))).toBe(10);
    const ok = await gql(gw.app, ten, undefined, sa);
    expect(ok.status).toBe(200);
    expect(ok.errors).toBeUndefined();

    const eleven = compositionChain(4, 'composition { componentId }');
    const refused = await gql(gw.app, eleven, undefined, sa);
    expect(refused.status).toBe(400);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Operation is nested 11 levels deep; the limit is 10.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('fragments count where they are spread', async () => {
    const query = `query { ...Deep }
      fragment Deep on Query { product(id: "1") { ...Pair } }
      fragment Pair on Product { composition { component { ...Pair2 } } }
      fragment Pair2 on Product { composition { component { ...Pair3 } } }
      fragment Pair3 on Product { composition { component { ...Pair4 } } }
      fragment Pair4 on Product { composition { component { composition { componentId } } } }`;
    const res = await gql(gw.app, query, undefined, sa);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toMatch(/nested 11 levels/);
  });
});

describe('aliases', () => {
  const aliased = (n: number) =>
    `{ ${Array.from({ length: n }, (_, i) => `a${i}: health { gateway }`).join(' ')} }`;

  it('15 aliased fields run; 16 are refused with 400', async () => {
    const ok = await gql(gw.app, aliased(15));
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.data ?? {})).toHaveLength(15);

    const refused = await gql(gw.app, aliased(16));
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Operation has 16 aliased fields; the limit is 15.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });
});

describe('tokens', () => {
  it('a document of more than 5 000 tokens is refused by the parser with 400', async () => {
    const huge = `{ health { ${'gateway '.repeat(6000)}} }`;
    const res = await gql(gw.app, huge);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      // graphql-js words it "more that 5000 tokens".
      message: expect.stringMatching(
        /^Syntax Error: Document contains more th\w+ 5000 tokens\. Parsing aborted\.$/,
      ),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });
});

describe('cost and page size', () => {
  it('nested lists over the cost limit are refused with QUERY_TOO_COMPLEX', async () => {
    // 10 products × 10 components × 10 × 10 … of three fields: 42 211 > 40 000.
    const res = await gql(gw.app, compositionChain(3, 'id name price', 'products'), undefined, sa);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Operation cost 42211 exceeds the limit of 40000/),
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  it('a page size from a variable counts: the same document passes small and is refused big', async () => {
    const fields = `id at userName affiliateId productId productName delta balanceAfter reason documentId
      documentKind documentNumber orderId orderNumber untracked product { name }`;
    // Two aliases of one ledger: 2 × 1,999 rows of 18 fields is well over the limit, 2 × 50 far under.
    const query = `query ($n: Int) { a: stockMovements(limit: $n) { ${fields} }
      b: stockMovements(limit: $n) { ${fields} } }`;
    const small = await gql(gw.app, query, { n: 50 }, sa);
    expect(small.status).toBe(200);
    expect(small.errors).toBeUndefined();

    const big = await gql(gw.app, query, { n: 1999 }, sa);
    expect(big.status).toBe(400);
    expect(big.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('a page above maxListSize is BAD_USER_INPUT, literal or variable', async () => {
    const literal = await gql(gw.app, '{ stockMovements(limit: 5000) { id } }', undefined, sa);
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0]).toMatchObject({
      message: 'Page size over the limit of 2000: stockMovements.limit = 5000.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const variable = await gql(gw.app, 'query ($n: Int) { cashShifts(limit: $n) { id } }', { n: 2001 }, sa);
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0].message).toBe('Page size over the limit of 2000: cashShifts.limit = 2001.');
  });
});

describe('HTTP: batching and CSRF', () => {
  it('a batched array body is refused with 400', async () => {
    const res = await post([{ query: '{ health { gateway } }' }, { query: '{ health { crm } }' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      message: 'Operation batching disabled.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('a GET query without a preflight header is refused; with one it runs', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ health { gateway } }')}`;
    const bare = await gw.app.inject({ method: 'GET', url });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors[0].message).toMatch(/Cross-Site Request Forgery/);

    const preflighted = await gw.app.inject({
      method: 'GET',
      url,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.statusCode).toBe(200);
    expect(preflighted.json()).toMatchObject({ data: { health: { gateway: true } } });
  });

  it('a text/plain POST (what a cross-site form can send) is refused before it runs', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain', ...bearer(sa) },
      payload: JSON.stringify({ query: 'mutation { logout { loggedOut } }' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/Cross-Site Request Forgery/);
    // The session is still alive: the mutation never ran.
    const me = await gql(gw.app, '{ me { email } }', undefined, sa);
    expect(me.data?.me).toEqual({ email: ACCOUNTS.admin.email });
  });
});

describe('refusals carry nothing internal', () => {
  it('no stack, no CRM URL, no API key in any refusal', async () => {
    const replies = [
      await gql(gw.app, compositionChain(5, 'id'), undefined, sa),
      await gql(gw.app, `{ health { ${'gateway '.repeat(6000)}} }`),
      await gql(gw.app, compositionChain(3, 'id name price', 'products'), undefined, sa),
      (await post([{ query: '{ health { gateway } }' }])).json(),
    ];
    for (const reply of replies) {
      const text = JSON.stringify(reply);
      expect(text).not.toMatch(/stacktrace|\bat .*\.[jt]s:\d+/);
      expect(text).not.toContain(gw.crm!.url);
      expect(text).not.toContain(gw.config.crmApiKey);
      for (const error of (reply as { errors: { extensions: object }[] }).errors) {
        expect(Object.keys(error.extensions)).toEqual(['code']);
      }
    }
  });
});

/** Every operation under web/src, each with the fragments it uses, as Apollo Client sends it. */
function webOperations(): { name: string; document: DocumentNode }[] {
  const root = join(import.meta.dirname, '../../web/src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.graphql'),
  );
  const all = concatAST(files.map((f) => parse(readFileSync(join(root, f), 'utf8'))));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of all.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  const used = (node: DefinitionNode, into: Set<string>): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (into.has(name)) return;
        into.add(name);
        used(fragments.get(name)!, into);
      },
    });
    return into;
  };
  return all.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((op) => ({
      name: op.name!.value,
      // The cache adds __typename to every selection set before the request leaves.
      document: addTypenameToDocument({
        kind: Kind.DOCUMENT,
        definitions: [op, ...[...used(op, new Set())].map((n) => fragments.get(n)!)],
      }),
    }));
}

function tokenCount(source: string): number {
  const lexer = new Lexer(new Source(source));
  let n = 0;
  while (lexer.advance().kind !== TokenKind.EOF) n++;
  return n;
}

/**
 * The largest page sizes the web app passes (web/src/app/usePages.ts PAGE_SIZE: 100 for the
 * document lists, the ledger and the shifts).
 */
const WEB_VARIABLES: Record<string, Record<string, unknown>> = {
  StockDocumentsPage: { first: 100 },
  StockMovementsPage: { first: 100 },
  CashShiftsPage: { first: 100 },
};

/**
 * A value of each required variable without a default, as the app would set it (an id, a date, an
 * input with its required fields). Booleans are true: the app's `@include(if: $read…)` selections
 * all present, its largest request.
 */
function placeholders(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const SCALARS: Record<string, unknown> = { Int: 1, Float: 1, Boolean: true, Date: '2026-01-01' };
  const value = (type: GraphQLInputType): unknown => {
    const named = getNullableType(type);
    if (isListType(named)) return [];
    if (isEnumType(named)) return named.getValues()[0].value;
    if (isInputObjectType(named))
      return Object.fromEntries(
        Object.values(named.getFields())
          .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
          .map((f) => [f.name, value(f.type)]),
      );
    return named.name === 'DateTime' ? '2026-01-01T00:00:00.000Z' : (SCALARS[named.name] ?? '1');
  };
  const values: Record<string, unknown> = {};
  for (const v of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, v.type) as GraphQLInputType;
    if (!v.defaultValue && isNonNullType(type)) values[v.variable.name.value] = value(type);
  }
  return values;
}

describe('every operation of the web app passes the limits', () => {
  const schema = buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl))));
  const operations = webOperations();

  it('finds the operations (sign-in, lists, orders, warehouse, cashbox, dashboards)', () => {
    const names = operations.map((o) => o.name);
    expect(names.length).toBeGreaterThan(100);
    for (const name of [
      'Login',
      'ListsBootstrap',
      'OrdersPage',
      'StockDocumentsPage',
      'StockMovementsPage',
      'CashShiftsPage',
      'OrderStats',
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each(operations.map((o) => [o.name, o.document] as const))('%s', (_name, document) => {
    const source = print(document);
    expect(tokenCount(source)).toBeLessThanOrEqual(limits.maxTokens);
    // What the gateway runs: the parser with maxTokens, graphql-js's rules plus ours, the cost.
    const parsed = parse(source, { maxTokens: limits.maxTokens });
    expect(validate(schema, parsed, [...specifiedRules, ...limitRules(limits)])).toEqual([]);
    const operation = parsed.definitions[0] as OperationDefinitionNode;
    // A page variable the app sets is at most MAX_PAGE (the orders screen asks for 250 at once).
    const pages = Object.fromEntries(
      (operation.variableDefinitions ?? [])
        .map((v) => v.variable.name.value)
        .filter((name) => name === 'first' || name === 'last')
        .map((name) => [name, MAX_PAGE]),
    );
    // The cost model (graphql-query-complexity) coerces the variables as execution does: without
    // a required one nothing would run and the price would be 0, so each gets a value (placeholders).
    const variables = {
      ...placeholders(schema, operation),
      ...pages,
      ...WEB_VARIABLES[operation.name!.value],
    };
    const cost = operationCost(schema, parsed, operation, variables, limits.maxListSize);
    expect(cost.cost).toBeGreaterThan(0);
    expect(costRefusal(cost, limits)).toBeNull();
    expect(operationDepth(operation, parsed)).toBeLessThanOrEqual(limits.maxDepth);
    expect(operationAliases(operation, parsed)).toBeLessThanOrEqual(limits.maxAliases);
  });

  it("the landing page's introspection query passes too", async () => {
    const res = await gql(gw.app, getIntrospectionQuery());
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
  });
});
