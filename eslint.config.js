// Lint rules, including the import boundaries of docs/architecture.md: shared <- server, shared <- web; web and server never
// import each other; features never import each other (the app layer composes them).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const otherFeature = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/',
  message: 'Features do not import each other; move the shared part to src/shared, components or lib.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**', '.data-test/**', 'data/**'] },
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
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([
      { group: ['**/server/**', '**/web/**'], message: 'src/shared is imported by both sides and imports neither.' },
      { group: ['hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'react', 'react-dom', 'pg', 'node:*'], message: 'src/shared stays free of server and browser libraries.' },
    ]),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/server/**', 'hono', 'drizzle-orm', 'pg', 'node:*'], message: 'The browser code never imports the server.' }]),
  },
  { files: ['src/web/features/*/*.{ts,tsx}'], rules: restrict([otherFeature, { group: ['**/server/**'], message: 'The browser code never imports the server.' }]) },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([{ group: ['**/web/**', 'react', 'react-dom'], message: 'The server never imports the browser code.' }]),
  },
  { files: ['src/server/features/*/*.ts'], rules: restrict([otherFeature, { group: ['**/web/**'], message: 'The server never imports the browser code.' }]) },
);
