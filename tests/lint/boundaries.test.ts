/**
 * The import boundaries of docs/architecture.md#import-rules, as `npm run lint` applies them: for each kind of place,
 * one forbidden import is refused and one allowed import of the same kind is accepted.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BOUNDARY_RULES = new Set(['boundaries/places', 'no-restricted-imports']);

let eslint: ESLint;
beforeAll(() => {
  // The made-up files are in no TypeScript program, so the type-aware rules are switched off; the boundaries need no types.
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: path.join(ROOT, 'eslint.config.js'),
    overrideConfig: tseslint.configs.disableTypeChecked,
  });
});

/** The boundary messages ESLint gives `file` importing `specifier` (a made-up file: only its place counts). */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message);
}

const cases: Array<{ place: string; file: string; refused: string; allowed: string; because: RegExp }> = [
  {
    place: 'a web feature',
    file: 'src/web/features/tasks/task-list.tsx',
    refused: '../projects/project-card',
    allowed: './task-row',
    because: /Features do not import each other \(tasks -> projects\)/,
  },
  {
    place: "a web feature's api folder",
    file: 'src/web/features/tasks/api/tasks.ts',
    refused: '../../projects/api/projects',
    allowed: '../task-types',
    because: /Features do not import each other/,
  },
  {
    place: 'a deeper folder of a web feature',
    file: 'src/web/features/tasks/board/column/card.tsx',
    refused: '../../../clients/client-name',
    allowed: '../../../../lib/format',
    because: /Features do not import each other/,
  },
  {
    place: 'a web feature, through features/',
    file: 'src/web/features/tasks/api/tasks.ts',
    refused: '../../../features/billing/api/invoices',
    allowed: '../../../components/button',
    because: /Features do not import each other/,
  },
  {
    place: 'web lib',
    file: 'src/web/lib/can.ts',
    refused: '../features/tasks/api/tasks',
    allowed: './api',
    because: /Only the app layer imports a feature/,
  },
  {
    place: "web lib, a feature's folder",
    file: 'src/web/lib/can.ts',
    refused: '../features/tasks',
    allowed: '../components',
    because: /Only the app layer imports a feature/,
  },
  {
    place: "a web feature, another feature's folder",
    file: 'src/web/features/tasks/api/tasks.ts',
    refused: '../../projects',
    allowed: '..',
    because: /Features do not import each other/,
  },
  {
    place: 'web components',
    file: 'src/web/components/badge.tsx',
    refused: '../features/projects/status-badge',
    allowed: '../lib/utils',
    because: /Only the app layer imports a feature/,
  },
  {
    place: 'web app (composes features)',
    file: 'src/web/app/router.tsx',
    refused: '../../server/app',
    allowed: '../features/tasks/task-list-page',
    because: /browser code never imports the server/,
  },
  {
    place: 'a web feature -> server',
    file: 'src/web/features/tasks/api/tasks.ts',
    refused: '../../../../server/features/tasks/service',
    allowed: '../../../../shared/schemas/tasks',
    because: /browser code never imports the server/,
  },
  {
    place: 'web -> a server package',
    file: 'src/web/lib/api.ts',
    refused: 'hono',
    allowed: 'react',
    because: /browser code never imports the server/,
  },
  {
    place: 'server -> web',
    file: 'src/server/app.ts',
    refused: '../web/lib/format',
    allowed: './features/tasks/routes',
    because: /server never imports the browser code/,
  },
  {
    place: 'a server feature -> web',
    file: 'src/server/features/tasks/service.ts',
    refused: '../../../web/features/tasks/api/tasks',
    allowed: '../../../shared/permissions',
    because: /server never imports the browser code/,
  },
  {
    place: 'server -> a browser package',
    file: 'src/server/notifications/notify.ts',
    refused: 'react-dom/server',
    allowed: 'hono',
    because: /server never imports the browser code/,
  },
  {
    place: 'a server feature',
    file: 'src/server/features/tasks/service.ts',
    refused: '../projects/service',
    allowed: '../../notifications/notify',
    because: /Features do not import each other \(tasks -> projects\)/,
  },
  {
    place: 'a deeper folder of a server feature',
    file: 'src/server/features/billing/stripe/webhook.ts',
    refused: '../../clients/service',
    allowed: '../invoice-rows',
    because: /Features do not import each other/,
  },
  {
    place: 'server code outside the app',
    file: 'src/server/notifications/notify.ts',
    refused: '../features/tasks/service',
    allowed: '../db/client',
    because: /Only the app layer imports a feature/,
  },
  {
    place: 'shared -> server',
    file: 'src/shared/schemas/tasks.ts',
    refused: '../../server/db/schema',
    allowed: '../enums',
    because: /src\/shared is imported by both sides and imports neither/,
  },
  {
    place: 'shared -> web',
    file: 'src/shared/permissions.ts',
    refused: '../web/lib/can',
    allowed: './roles',
    because: /src\/shared is imported by both sides and imports neither/,
  },
  {
    place: 'a web feature -> server, by alias',
    file: 'src/web/features/tasks/api/tasks.ts',
    refused: '@server/features/tasks/service',
    allowed: '@shared/schemas/tasks',
    because: /browser code never imports the server/,
  },
  {
    place: 'a web feature -> another, by alias',
    file: 'src/web/features/tasks/task-list.tsx',
    refused: '@web/features/projects/project-card',
    allowed: '@web/components/button',
    because: /Features do not import each other/,
  },
  {
    place: 'shared -> server, by alias',
    file: 'src/shared/schemas/tasks.ts',
    refused: '@server/db/schema',
    allowed: '@shared/enums',
    because: /src\/shared is imported by both sides and imports neither/,
  },
  {
    place: 'shared -> react',
    file: 'src/shared/money.ts',
    refused: 'react',
    allowed: 'zod',
    because: /free of server and browser libraries/,
  },
  {
    place: 'shared -> hono',
    file: 'src/shared/schemas/refs.ts',
    refused: 'hono/http-exception',
    allowed: 'zod',
    because: /free of server and browser libraries/,
  },
  {
    place: 'shared -> node',
    file: 'src/shared/enums.ts',
    refused: 'node:path',
    allowed: './roles',
    because: /free of server and browser libraries/,
  },
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(cases)('$place: refuses $refused, accepts $allowed', async ({ file, refused, allowed, because }) => {
    const errors = await boundaryErrors(file, refused);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(because);
    expect(await boundaryErrors(file, allowed)).toEqual([]);
  });

  it('refuses a dynamic import of another feature and a re-export from one', async () => {
    const lazy = `export const page = () => import('../projects/project-page');\n`;
    const [lazyResult] = await eslint.lintText(lazy, { filePath: path.join(ROOT, 'src/web/features/tasks/lazy.ts') });
    expect(lazyResult!.messages.map((m) => m.ruleId)).toContain('boundaries/places');
    const reexport = `export * from '../../clients/api/clients';\n`;
    const [reexportResult] = await eslint.lintText(reexport, { filePath: path.join(ROOT, 'src/web/features/tasks/api/index.ts') });
    expect(reexportResult!.messages.map((m) => m.ruleId)).toContain('boundaries/places');
  });
});
