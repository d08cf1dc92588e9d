// Lint rules, including the import boundaries of docs/architecture.md: shared <- server, shared <- web; web and server never
// import each other; features never import each other (the app layer composes them).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importBoundaries from './eslint/import-boundaries.js';

// Which packages each side may use; which folder may import which is eslint/import-boundaries.js, for every depth.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.data-test/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Typed linting: the rules below need the type checker; every .ts/.tsx file is in tsconfig.json.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its error and its ordering, in tests too (an un-awaited expect(...).rejects passes
      // whatever happens). Deliberately detached work says so with `void`.
      // React Router's navigate() returns a promise that settles when the navigation has run; it never rejects (a failing
      // loader renders the route's error element), so calling it without awaiting is how it is meant to be used.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] },
      ],
      // JSX attributes are left out: React ignores what an event handler returns, `onSubmit={form.handleSubmit(save)}` is
      // react-hook-form's own idiom, and the async handlers here catch their errors (toasts, field messages) themselves.
      // Everywhere else (callbacks to timers, emitters, forEach, conditions) a promise where void is expected is an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    // `any` spreads silently: one untyped value makes every property read and call on it unchecked. Application code types
    // it (or takes `unknown` and narrows). Tests are left out: the API harness hands back response bodies as `any`, and the
    // assertions on them are the check.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/**/*.{ts,tsx}'], plugins: { boundaries: importBoundaries }, rules: { 'boundaries/places': 'error' } },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: [
          'hono',
          'hono/*',
          '@hono/*',
          'drizzle-orm',
          'drizzle-orm/*',
          'pg',
          '@electric-sql/*',
          'better-auth',
          'better-auth/*',
          'node:*',
          'react',
          'react/*',
          'react-dom',
          'react-dom/*',
          'react-router',
          '@tanstack/*',
        ],
        message: 'src/shared stays free of server and browser libraries.',
      },
    ]),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['hono', 'hono/*', '@hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'node:*'],
        message: 'The browser code never imports the server.',
      },
    ]),
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'The server never imports the browser code.' }]),
  },
  // Plain JavaScript (config files, scripts, public boot scripts) is outside tsconfig.json: linted without types.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
);
