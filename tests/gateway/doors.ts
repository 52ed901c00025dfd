/**
 * Every door of the gateway, for the tests that try them all (tokens.test.ts: bad tokens;
 * access-matrix.test.ts: every principal): the /api routes as registered (an onRoute hook, so a
 * new route is covered the day it is added) and one operation per GraphQL root field, generated
 * from the schema with its required arguments filled in.
 */
import Fastify from 'fastify';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { app as gatewayPlugin } from '../../gateway/app';
import { loadTypeDefs } from '../../gateway/graphql/schema';
import { testConfig } from './helper';

/** Every /api route (HEAD aside), `:params` filled with 1 and a trailing `*` with a missing path. */
export async function apiRoutes(): Promise<{ method: string; url: string }[]> {
  const seen: { method: string; url: string }[] = [];
  const probe = Fastify();
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) seen.push({ method, url: route.url });
  });
  await probe.register(gatewayPlugin, { config: testConfig(), crmUrl: 'http://127.0.0.1:9' });
  await probe.ready();
  await probe.close();
  const unique = new Map<string, { method: string; url: string }>();
  for (const { method, url } of seen) {
    if (method === 'HEAD' || (url !== '/api' && !url.startsWith('/api/'))) continue;
    const path = url.replace(/:[^/]+/g, '1').replace(/\*$/, 'no-such-route');
    unique.set(`${method} ${path}`, { method, url: path });
  }
  return [...unique.values()];
}

/** A literal of the input type: the smallest value GraphQL validation accepts. */
function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return `[${sample(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return `{ ${fields.map((f) => `${f.name}: ${sample(f.type)}`).join(', ')} }`;
  }
  // The date scalars refuse any other text at validation, before the policy is asked.
  const scalars: Record<string, string> = {
    ID: '"1"',
    Int: '1',
    Float: '1',
    String: '"x"',
    Boolean: 'false',
    Date: '"2026-01-01"',
    DateTime: '"2026-01-01T00:00:00Z"',
  };
  return scalars[type.name] ?? '"x"';
}

export interface Operation {
  /** `Query.orders`, `Mutation.createOrder`. */
  name: string;
  query: string;
  mutation: boolean;
}

/** One operation per query and mutation field, with its required arguments filled in. */
export function graphqlOperations(): Operation[] {
  const schema = buildSchema(loadTypeDefs().join('\n'));
  const operations: Operation[] = [];
  for (const [root, mutation] of [
    [schema.getQueryType()!, false],
    [schema.getMutationType()!, true],
  ] as const) {
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
      const argText = args.length ? `(${args.map((a) => `${a.name}: ${sample(a.type)}`).join(', ')})` : '';
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const query = `${mutation ? 'mutation ' : ''}{ ${field.name}${argText}${selection} }`;
      operations.push({ name: `${root.name}.${field.name}`, query, mutation });
    }
  }
  return operations;
}
