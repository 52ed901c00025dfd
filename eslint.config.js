import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import globals from 'globals';

/**
 * Import boundaries (issue 25 item 3), one `no-restricted-imports` zone per side. The web talks
 * to the server only over HTTP and shares only schema/; the gateway starts the embedded CRM and
 * never reaches into it; the CRM is the remote contract and knows nothing of the gateway; schema/
 * is what both sides share and imports neither. tests/schema/import-boundaries.test.ts shows each zone failing.
 */
const outside = (dirs) => `^(\\.\\./)+(${dirs.join('|')})(/|$)`;
const boundary = (regex, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
});
const BOUNDARIES = [
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: boundary(
      outside(['gateway', 'crm', 'tests', 'bench', 'scripts']),
      'web/ imports only schema/ and its own code: the server is reached over HTTP (GraphQL, /api).',
    ),
  },
  {
    files: ['gateway/**/*.ts'],
    rules: boundary(
      `${outside(['web'])}|^(\\.\\./)+crm/(?!server$)`,
      'gateway/ reaches the CRM over HTTP; of crm/ it imports only the embedded start, crm/server.',
    ),
  },
  {
    files: ['crm/**/*.ts'],
    rules: boundary(
      outside(['gateway', 'web']),
      'crm/ is the remote CRM: it never imports gateway/ or web/ (shared code lives in schema/).',
    ),
  },
  {
    files: ['schema/**/*.ts'],
    rules: boundary(
      outside(['gateway', 'crm', 'web']),
      'schema/ is shared by every side and imports none of them.',
    ),
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'data', '**/__generated__/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...BOUNDARIES,
  {
    files: ['**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'schema/**/*.graphql', documents: 'web/src/**/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
  },
  {
    files: ['schema/**/*.graphql'],
    rules: {
      '@graphql-eslint/known-type-names': 'error',
      '@graphql-eslint/unique-field-definition-names': 'error',
      '@graphql-eslint/require-description': ['error', { types: true, rootField: true }],
    },
  },
  {
    files: ['web/src/**/*.graphql'],
    rules: {
      '@graphql-eslint/known-type-names': 'error',
      '@graphql-eslint/fields-on-correct-type': 'error',
      '@graphql-eslint/known-argument-names': 'error',
      '@graphql-eslint/no-unused-variables': 'error',
      '@graphql-eslint/no-undefined-variables': 'error',
      '@graphql-eslint/naming-convention': ['error', { OperationDefinition: { style: 'PascalCase' } }],
    },
  },
);
