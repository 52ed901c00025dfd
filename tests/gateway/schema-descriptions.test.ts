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
  isNonNullType,
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

/**
 * Query roots that stay non-null, each with why: nothing in them can fail (issue 18 item 2). Every
 * other root calls the CRM or may be refused by the access policy, so it is nullable and one
 * failure leaves the other roots of a document their data. A new non-null root fails the walk.
 */
const NON_NULL_ROOTS: Record<string, string> = {
  health: 'public; catches the CRM ping and reports crm: false instead of failing',
  signupAllowed: 'public; reads the ALLOW_SIGNUP setting, no CRM call',
};

/** The one phrase of a nullable root's description (docs/graphql.md «Errors and their codes»). */
const FAILED = 'Null when it failed; see `errors`.';

/** Query roots that break the rule: non-null outside the allow-list, or nullable without the phrase. */
function rootsOffRule(schema: GraphQLSchema, allowed: Record<string, string>): string[] {
  const found: string[] = [];
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    if (field.name in allowed) {
      if (!isNonNullType(field.type)) found.push(`${field.name}: allowed non-null but nullable`);
    } else if (isNonNullType(field.type)) found.push(`${field.name}: non-null`);
    else if (!field.description?.includes(FAILED)) found.push(`${field.name}: no «${FAILED}»`);
  }
  return found;
}

/** `Type.field` of every field (and input field) `file` declares, or only those of `onlyType`. */

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

  it('every argument and input field of our schema has a description', () => {
    const schema = buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl))));
    expect(undescribed(schema)).toEqual([]);
  });

  it('the root walk finds a non-null root and one without the phrase in a fixture, and not an allowed one', () => {
    const schema = buildASTSchema(
      parse(`
        type Query {
          "Up." ping: Boolean!
          "Parcels." parcels: [Int!]!
          "One parcel." parcel: Int
          "A page. ${FAILED}" page: Int
        }
      `),
    );
    expect(rootsOffRule(schema, { ping: 'cannot fail' })).toEqual([
      'parcels: non-null',
      `parcel: no «${FAILED}»`,
    ]);
  });

  it('every Query root is nullable and says so, except the named roots that cannot fail', () => {
    const schema = buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl))));
    expect(rootsOffRule(schema, NON_NULL_ROOTS)).toEqual([]);
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
