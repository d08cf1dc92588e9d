/**
 * The browser's copy of the API descriptions (src/shared/api) without their schemas. The browser calls a route by its
 * method and path (src/web/lib/api.ts); the description's schemas (query, body, reply) and the reference's examples
 * only type that call, and the server validates. Left in, every description the shell names (who is signed in,
 * notifications, the timer, sign-out) brought zod and its schemas into the app's first script: about 28 KB gzip of
 * the 136 KB the shell weighed (docs/decisions/0066-dashboards-first-load.md).
 *
 * In the browser build, what a description module imports from zod, from the schema modules or from the examples is
 * replaced by an inert stand-in: every property and call of it gives the stand-in again, so `z.array(Task)` or
 * `Input.extend({...})` still builds the description. Validating with it throws: a browser module that validates
 * imports its schema from src/shared/schemas itself (a form, with its resolver), and gets the real one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const API_DIR = `${path.sep}src${path.sep}shared${path.sep}api${path.sep}`;
const STUB = '\0api-schema-stub:';

/** What a stand-in refuses: using a schema, which the browser build does not have. */
const REFUSED = ['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode'];

const STAND_IN = `
const refuse = () => { throw new Error('The browser build has no schemas in the API descriptions: import the schema from src/shared/schemas'); };
const refused = new Set(${JSON.stringify(REFUSED)});
export const standIn = new Proxy(function () {}, {
  // Not a thenable (an awaited stand-in would never settle) and printable; anything else gives the stand-in again.
  get: (_, key) => (refused.has(key) ? refuse : key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '[schema]' : standIn),
  apply: () => standIn,
});
`;

/** The names a module exports (its own declarations, its re-exports and what it re-exports whole), read from its source. */
function exportedNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const m of source.matchAll(/^export \* from '(\.[^']+)';/gm)) {
    for (const name of exportedNames(path.resolve(path.dirname(file), `${m[1]!}.ts`))) names.add(name);
  }
  for (const m of source.matchAll(/^export (?:const|let|function\*?|async function|class) (\w+)/gm)) names.add(m[1]!);
  for (const m of source.matchAll(/^export \{([^}]+)\}/gm)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()!;
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return [...names];
}

export function apiSchemasLeftOut(): Plugin {
  return {
    name: 'api-schemas-left-out',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source.startsWith(STUB)) return source;
      if (!importer || !importer.includes(API_DIR)) return null;
      if (source === 'zod') return `${STUB}zod`;
      if (!source.startsWith('../schemas/') && source !== './examples') return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${STUB}${resolved.id}` : null;
    },
    load(id) {
      if (id === `${STUB}standIn`) return STAND_IN;
      if (!id.startsWith(STUB)) return null;
      const names = id === `${STUB}zod` ? ['z'] : exportedNames(id.slice(STUB.length));
      return `import { standIn } from '${STUB}standIn';\n${names.map((name) => `export const ${name} = standIn;`).join('\n')}\n`;
    },
  };
}
