import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVICES_WITHOUT_GRAPHQL = { group: ['graphql', 'graphql-yoga', '@pothos/*', '**/graphql/*'], message: 'Services do not import GraphQL.' };
const PAYMENTS_WITHOUT_GOODS = {
  group: ['**/memberships/*', '**/store/*', '**/tickets/*'],
  message: 'Payments know nothing of what is bought: the owning module registers the handler of its order kind (payments/order-kinds.ts, DESIGN 9).',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.data/',
      'coverage/',
      'server/src/generated/',
      'client/src/__generated__/',
      'relay.config.js',
      'scripts/prisma-generate.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Stitches is an implementation detail of the theme folder (design-card.md). react-relay's index
    // also bundles the legacy container API (~8 KiB gzipped) the app never uses.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/theme/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@stitches/react', message: 'Import from client/src/theme/ instead.' },
            { name: 'react-relay', message: "Import from 'react-relay/hooks' (the index adds the legacy containers)." },
          ],
        },
      ],
    },
  },
  {
    // Services hold the rules and import nothing from GraphQL.
    files: ['server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVICES_WITHOUT_GRAPHQL] }],
    },
  },
  {
    // Payments serve orders of any kind and know nothing of what is bought (DESIGN 9).
    files: ['server/src/modules/payments/**/*.ts'],
    ignores: ['server/src/modules/payments/__tests__/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PAYMENTS_WITHOUT_GOODS] }],
    },
  },
  {
    // A later block replaces the rule: payments' services keep both restrictions.
    files: ['server/src/modules/payments/**/*.service.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVICES_WITHOUT_GRAPHQL, PAYMENTS_WITHOUT_GOODS] }],
    },
  },
  {
    // The store issues tickets through the service startApp hands it (registerStoreOrders), never the tickets module's tables.
    files: ['server/src/modules/store/**/*.ts'],
    ignores: ['server/src/modules/store/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/tickets/*'], allowTypeImports: true, message: 'The store is handed the tickets service at start-up (registerStoreOrders); it imports ticket types only.' }] },
      ],
    },
  },
  {
    // Server tests and journeys share their worker's loaded modules (vitest.config.mts: isolate false), so a
    // module mocked or stubbed in one file would leak into the next; they use real parts anyway.
    files: ['server/src/**/*.ts', 'scripts/**/*.ts', 'client/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'spyOn'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server tests and journeys share loaded modules between files: use real parts, not mocks or stubs.',
        })),
      ],
    },
  },
);
