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
