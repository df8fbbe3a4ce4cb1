// ESLint (issue 9): JavaScript and TypeScript rules, React, hooks and jsx-a11y, on the app, the
// sandbox, the server, the tests and the bench. Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';

/** Each feature folder of the routes (`app/routes/+<feature>/`, issue 45 §8), its own element (issue 70 §2). */
const FEATURES = readdirSync(new URL('./app/routes', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name.startsWith('+'))
  .map((d) => d.name);
const FEATURE_LAYERS = FEATURES.map((name) => [`feature${name}`, `app/routes/${name}`, ['contract', 'shared', 'domain', 'lib', 'api', 'server', 'components', 'styles', 'i18n']]);

/**
 * The layers (issue 34 §2, issue 45 §1; DESIGN.md §2), resolved by path: eslint-plugin-boundaries
 * classifies each file by folder and follows every import through the TypeScript resolver, so an
 * alias (`~/server/…`) and a relative path (`../server/…`) are judged alike. Each entry: the layer,
 * its folder, and the layers it may import (besides itself). Anything not listed is refused.
 */
const LAYERS = [
  // The contract depends on nothing of the portal or the sandbox.
  ['contract', 'contract', []],
  // What the portal and the API share on purpose (ADR 0065): the readiness rule (ADR 0016) and the
  // fleet day it projects, the licence classes. Pure; the contract only. Everything else of the
  // domain is the portal's.
  ['shared', 'app/domain/{readiness,fleet-day,licence-classes}.ts', ['contract']],
  // The domain is pure; it reads the catalogues' JSON (the API's messages are worded from them,
  // issue 51 §6). The service worker imports only the contract and its own rules.
  ['domain', 'app/domain', ['contract', 'shared', 'i18n']],
  ['sw', 'app/sw', ['contract']],
  ['i18n', 'app/i18n', []],
  ['styles', 'app/styles', ['contract', 'shared', 'domain']],
  ['lib', 'app/lib', ['contract', 'shared', 'domain', 'i18n']],
  ['enhance', 'app/enhance', ['contract', 'shared', 'domain', 'lib']],
  ['api', 'app/api', ['contract', 'shared', 'domain', 'lib']],
  ['server', 'app/server', ['contract', 'shared', 'domain', 'lib', 'api', 'sw', 'i18n']],
  ['components', 'app/components', ['contract', 'shared', 'domain', 'lib', 'api', 'server', 'enhance', 'styles', 'i18n']],
  // A route never imports another route (each route file is its own element): shared loaders live
  // in server/ or lib/; a route's own styles are the exception.
  ['route-styles', 'app/routes/*.css.ts', ['contract', 'shared', 'domain', 'styles']],
  // A feature's code its routes share (issue 45 §8): `app/routes/+<feature>/`, beside the routes;
  // each feature its own element, so one feature never imports another (issue 70 §2).
  ...FEATURE_LAYERS,
  ['route', 'app/routes/*', ['contract', 'shared', 'domain', 'lib', 'api', 'server', 'components', 'styles', 'route-styles', ...FEATURE_LAYERS.map(([type]) => type), 'i18n']],
  ['app-root', 'app/*', ['contract', 'shared', 'domain', 'lib', 'api', 'server', 'components', 'styles', 'i18n']],
  // The sandbox stands in for the marketplace's API: the contract, the shared layer and the word
  // catalogues (data read on purpose), never the portal's own domain (ADRs 0065, 0071).
  ['sandbox', 'sandbox', ['contract', 'shared', 'i18n']],
];
/** The packages a pure layer may import: [layers, package names or globs]. */
const EXTERNALS = [
  [
    ['domain', 'contract', 'shared'],
    ['zod', 'dayjs', 'dayjs/**'],
  ],
  [['sw'], ['workbox-*']],
];
/** One file per element for routes (a route importing another is a crossing), one folder otherwise. */
const FILE_ELEMENTS = new Set(['route', 'route-styles', 'app-root', 'shared']);

/**
 * Words go through the catalogues whole (issue 70 §2; ADR 0039): a template literal or a
 * concatenation passed to `say`, `t` or `sayMessage` builds a key or a sentence at run time, which
 * no catalogue and no extraction test can see.
 */
const BUILT_WORDS = [
  'CallExpression[callee.name=/^(say|t|sayMessage)$/][arguments.0.type=/^(TemplateLiteral|BinaryExpression)$/]',
  'CallExpression[callee.property.name=/^(say|t)$/][arguments.0.type=/^(TemplateLiteral|BinaryExpression)$/]',
].map((selector) => ({ selector, message: 'Pass a whole catalogue key or sentence (a literal, or one from a map of literals), never one built at run time (ADR 0039).' }));
/** English written as JSX text: words belong in the catalogues; a proper noun says so with `translate="no"` on its element. */
const NOT_TRANSLATED = Array.from({ length: 8 }, (_, i) => `:not([openingElement.attributes.${i}.name.name='translate'])`).join('');
const JSX_WORDS = [
  {
    selector: `JSXElement${NOT_TRANSLATED} > JSXText[value=/[A-Za-z]{2,}/]`,
    message: 'Words on a page come from a catalogue (say/t); a name that is never translated sits in an element with translate="no".',
  },
];
/** Node's own modules (`fs`, `node:crypto`…): only the server's files import them (issue 70 §2; ADR 0044). */
const NODE_BUILTINS = {
  paths: builtinModules.filter((m) => !m.startsWith('_')).map((name) => ({ name, message: 'Node’s modules are for the server: a *.server.ts file or app/server/ (ADR 0044).' })),
  patterns: [{ group: ['node:*'], message: 'Node’s modules are for the server: a *.server.ts file or app/server/ (ADR 0044).' }],
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'public/build/',
      'public/enhance/',
      // The service worker as built (issue 35): generated by scripts/build-enhance.mjs, gitignored.
      'public/sw/',
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
  // Every form that writes is a PostForm, which carries the key the server issued for this person
  // and partner (issue 40 §1: the one door; ADR 0031).
  {
    files: ['app/**/*.tsx'],
    // Tests render bare forms around the real fields (issue 45 §2): no route, so no form key.
    ignores: ['app/components/form/PostForm.tsx', '**/*.test.tsx'],
    rules: {
      // Every spelling of a writing form (issue 55 §1): <form>, <Form> and <fetcher.Form>; method
      // "post", {'post'} or an expression the rule cannot read; and a button's formMethod="post".
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXOpeningElement[name.name=/^(Form|form)$/]:has(JSXAttribute[name.name='method'][value.value=/^post$/i])",
          "JSXOpeningElement[name.property.name='Form']:has(JSXAttribute[name.name='method'][value.value=/^post$/i])",
          "JSXOpeningElement:matches([name.name=/^(Form|form)$/], [name.property.name='Form']) > JSXAttribute[name.name='method'] > JSXExpressionContainer > Literal[value=/^post$/i]",
          "JSXOpeningElement:matches([name.name=/^(Form|form)$/], [name.property.name='Form']) > JSXAttribute[name.name='method'] > JSXExpressionContainer > :not(Literal)",
          "JSXAttribute[name.name='formMethod'][value.value=/^post$/i]",
          "JSXAttribute[name.name='formMethod'] > JSXExpressionContainer > Literal[value=/^post$/i]",
        ].map((selector) => ({
          selector,
          message: 'A form that writes is a PostForm (app/components/form/PostForm.tsx): it carries the form key the server issued (ADR 0031).',
        })),
        ...BUILT_WORDS,
        ...JSX_WORDS,
      ],
    },
  },
  {
    files: ['app/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...BUILT_WORDS] },
  },
  // Node's modules stay on the server (issue 70 §2): the portal's shared and browser code, and the contract.
  {
    files: ['app/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: ['app/server/**', 'app/**/*.server.{ts,tsx}', 'app/entry.server.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', NODE_BUILTINS] },
  },
  // No function over 150 lines (issue 70 §2): split by what each part does. Seeds and migrations
  // write data in one sweep, and a test's describe block is its list of cases.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', 'sandbox/seed*.ts', 'sandbox/migrations/**'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  // Layers point one way (issue 34 §2, issue 45 §1): an import into a layer not listed in LAYERS
  // fails the lint, whether written as an alias or a relative path. Tests may reach across layers.
  {
    files: ['app/**/*.{ts,tsx}', 'contract/**/*.ts', 'sandbox/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': LAYERS.map(([type, pattern]) => (FILE_ELEMENTS.has(type) ? { type, pattern, mode: 'file' } : { type, pattern })),
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Packages and Node's own modules are judged too, and a file in no layer is refused (issue 55 §1).
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: [
            // Any layer may use packages and Node's modules, but for the pure layers below.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            ...LAYERS.map(([type, , allowed]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: type === 'route' ? allowed : [type, ...allowed] } } } },
            })),
            // The pure layers use few packages (issue 55 §1): the domain and the contract zod and
            // dayjs only, the service worker Workbox only.
            ...EXTERNALS.flatMap(([types, packages]) => [
              { from: { element: { types: { anyOf: types } } }, disallow: { to: { module: { origin: 'external' } } } },
              { from: { element: { types: { anyOf: types } } }, allow: { to: { module: { origin: 'external', source: packages } } } },
            ]),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
