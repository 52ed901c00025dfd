/**
 * Every argument of every field, and every field of every input type, says what it is (issue 18
 * item 4): integrators read the schema, not our code (docs/graphql.md «Changes and
 * deprecation»). The walk runs over the schema the gateway serves (schema/**\/*.graphql).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildASTSchema,
  concatAST,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs, SCHEMA_DIR } from '../../gateway/graphql/schema';

/** `Type.field(arg)` of each argument and `Input.field` of each input field without a description. */
function undescribed(schema: GraphQLSchema): string[] {
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields()))
        for (const arg of field.args)
          if (!arg.description?.trim()) found.push(`${type.name}.${field.name}(${arg.name})`);
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (!field.description?.trim()) found.push(`${type.name}.${field.name}`);
    }
  }
  return found;
}

/** `Type.field` of every field (and input field) `file` declares, or only those of `onlyType`. */
function fieldsOf(file: string, onlyType?: string): Set<string> {
  const doc = parse(readFileSync(join(SCHEMA_DIR, file), 'utf8'));
  const names = new Set<string>();
  for (const def of doc.definitions) {
    if (!('fields' in def) || !def.fields || !('name' in def) || !def.name) continue;
    if (onlyType && def.name.value !== onlyType) continue;
    for (const field of def.fields) names.add(`${def.name.value}.${field.name.value}`);
  }
  return names;
}

/**
 * TEMPORARY (issue 18 item 2, engineer P): the mutations of orders and the catalogue, and the
 * whole generated lists schema (scripts/gen-lists.ts), are being rewritten to payload types, with
 * their arguments described there. Exactly those are let off here; the lead removes this
 * allow-list once P's branch is merged, and from then on nothing is.
 */
const ALLOWED_UNTIL_PAYLOADS_MERGE = new Set([
  ...fieldsOf('orders.graphql', 'Mutation'),
  ...fieldsOf('catalog.graphql', 'Mutation'),
  ...fieldsOf('lists.graphql'),
]);
const allowed = (entry: string) => ALLOWED_UNTIL_PAYLOADS_MERGE.has(entry.replace(/\(.*\)$/, ''));

describe('schema descriptions', () => {
  it('the walk finds an undescribed argument and input field in a fixture, and not a described one', () => {
    const schema = buildASTSchema(
      parse(`
        type Query {
          parcel("The parcel's id." id: ID!, locale: String): Parcel
        }
        type Parcel { id: ID! }
        input ParcelInput { "Kilograms." weight: Float, label: String }
        type Mutation { addParcel("The parcel." input: ParcelInput!): Parcel }
      `),
    );
    expect(undescribed(schema)).toEqual(['Query.parcel(locale)', 'ParcelInput.label']);
  });

  it('every argument and input field of our schema has a description (but for the allow-list)', () => {
    const schema = buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl))));
    expect(undescribed(schema).filter((entry) => !allowed(entry))).toEqual([]);
  });

  it('the allow-list holds only fields of P’s mutations and of the generated lists', () => {
    // A guard on the guard: the other Mutation fields and every Query field are not let off.
    expect(ALLOWED_UNTIL_PAYLOADS_MERGE.has('Mutation.createOrder')).toBe(true);
    expect(ALLOWED_UNTIL_PAYLOADS_MERGE.has('Query.ordersConnection')).toBe(false);
    expect(ALLOWED_UNTIL_PAYLOADS_MERGE.has('Mutation.openCashShift')).toBe(false);
    expect(ALLOWED_UNTIL_PAYLOADS_MERGE.has('Mutation.createStockDocument')).toBe(false);
    expect(ALLOWED_UNTIL_PAYLOADS_MERGE.has('Query.clientsConnection')).toBe(true);
  });

  it('the template demo fields say they are the demo', () => {
    const demo = ['chat', 'records', 'scrum', 'shop', 'todo'].flatMap(
      (area) => parse(readFileSync(join(SCHEMA_DIR, `demo/${area}.graphql`), 'utf8')).definitions,
    );
    const roots = demo.filter((d) => d.kind === Kind.OBJECT_TYPE_EXTENSION);
    const fields = roots.flatMap((d) => (d.kind === Kind.OBJECT_TYPE_EXTENSION ? (d.fields ?? []) : []));
    expect(fields.length).toBeGreaterThan(30);
    for (const field of fields) expect(field.description?.value, field.name.value).toMatch(/^Template demo/);
  });
});
