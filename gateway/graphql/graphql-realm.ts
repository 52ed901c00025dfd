/**
 * The copy of `graphql` that Apollo and graphql-ws use. The package has no "exports" map, so
 * Node loads its CommonJS build for them, while Vite (the test runner) hands our own modules the
 * .mjs build: two copies, and graphql refuses a schema or an error made by the other ("Cannot use
 * GraphQLSchema from another module or realm"). What the WebSocket side hands graphql-ws (parsed
 * documents, errors) is made with the copy Node loads, in production and in tests alike. (The
 * server test suites now load that copy for every module too: vitest.config.ts ONE_GRAPHQL.)
 */
import { createRequire } from 'node:module';

const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export const { GraphQLError, getOperationAST, parse, specifiedRules, validate } = graphql;
