// ESLint (issue 9): JavaScript and TypeScript rules, React, hooks and jsx-a11y, on the app, the
// sandbox, the server, the tests and the bench. Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One `no-restricted-imports` block per layer. Each entry: files, forbidden patterns (strings or
 * pattern objects), and why. Tests may reach across layers.
 */
function layers(entries) {
  return entries.map(([files, patterns, why]) => ({
    files: [files],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: patterns.map((p) => (typeof p === 'string' ? { group: [p], message: why } : p)) }],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'public/build/',
      'public/enhance/',
      'dist/',
      '.cache/',
      'bench/bare/build/',
      'bench/bare/public/',
      'bench/bare/.cache/',
      'test-results/',
      'playwright-report/',
      'sandbox/migrations/',
      '.tmp/',
      'bench/.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
    },
  },
  // Layers point one way (issue 34 §2; DESIGN.md §2): routes → components → server → api / lib →
  // domain → contract. A layer importing one above it (or a route another route) fails the build.
  ...layers([
    ['contract/**/*.ts', ['~/*', '**/app/**', '**/sandbox/**'], 'the contract depends on nothing of the portal or the sandbox'],
    ['app/domain/**/*.{ts,tsx}', ['~/lib/*', '~/api/*', '~/server/*', '~/components/*', '~/routes/*', '~/enhance/*'], 'the domain is pure: it imports only the contract and itself'],
    ['app/sw/**/*.ts', ['~/lib/*', '~/api/*', '~/server/*', '~/components/*', '~/routes/*', '~/enhance/*', '~/domain/*'], 'the service worker imports only the contract and its own rules'],
    ['app/lib/**/*.{ts,tsx}', ['~/api/*', '~/server/*', '~/components/*', '~/routes/*'], 'lib is below server and components'],
    ['app/api/**/*.{ts,tsx}', ['~/server/*', '~/components/*', '~/routes/*'], 'the upstream client is below server and components'],
    ['app/server/**/*.{ts,tsx}', ['~/components/*', '~/routes/*'], 'server is below components and routes'],
    ['app/components/**/*.{ts,tsx}', ['~/routes/*'], 'components are below routes'],
    ['app/routes/**/*.{ts,tsx}', [{ group: ['~/routes/*', '!~/routes/*.css'], message: 'a route never imports another route: shared loaders live in server/ or lib/' }]],
    ['sandbox/**/*.ts', ['**/app/server/**', '**/app/api/**', '**/app/lib/**', '**/app/components/**', '**/app/routes/**'], 'the sandbox imports only the contract and the shared domain rules'],
  ]),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
