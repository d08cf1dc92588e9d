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
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
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
);
