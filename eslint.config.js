import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import globals from 'globals';

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
