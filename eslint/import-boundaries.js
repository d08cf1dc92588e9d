// The import boundaries of docs/architecture.md#import-rules, decided by where the importing file and the imported
// file live (the relative or aliased path resolved), so they hold at every folder depth (features/<name>/api/..., deeper).
// Which packages each side may use stays with no-restricted-imports in eslint.config.js.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

// Where features are composed: the route table, the shell and the entry files; on the server, the app that mounts
// every feature's routes, the scheduled sweeps and the threads replies by e-mail land in. Nothing else outside a feature imports one.
const COMPOSERS = [
  /^src\/web\/app\//,
  /^src\/web\/[^/]+\.tsx?$/,
  /^src\/server\/app\.ts$/,
  /^src\/server\/scheduled-sweeps\.ts$/,
  /^src\/server\/reply-threads\.ts$/,
];

/** { side, feature?, rel } of a file under src/, or null outside it. */
export function placeOf(file) {
  const rel = path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep).join('/');
  const feature = rel.match(/^src\/(web|server)\/features\/([^/]+)(\/|$)/);
  if (feature) return { side: feature[1], feature: feature[2], rel };
  const side = rel.match(/^src\/(web|server|shared)(\/|$)/);
  return side ? { side: side[1], rel } : null;
}

/** The file a relative or aliased (`@shared/`, `@server/`, `@web/`: tsconfig.json's paths) import names; null for a package. */
export function resolveSpecifier(importer, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  const alias = specifier.match(/^@(shared|server|web)\/(.*)$/);
  return alias ? path.join(ROOT, 'src', alias[1], alias[2]) : null;
}

/** Why `from` may not import `to`, or null when it may. */
export function refusal(from, to) {
  if (from.side === 'shared' && to.side !== 'shared') return 'src/shared is imported by both sides and imports neither.';
  if (from.side === 'web' && to.side === 'server') return 'The browser code never imports the server.';
  if (from.side === 'server' && to.side === 'web') return 'The server never imports the browser code.';
  if (!to.feature || from.side !== to.side || from.feature === to.feature) return null;
  if (from.feature) {
    return `Features do not import each other (${from.feature} -> ${to.feature}): the app layer composes them; move the shared part to src/shared, src/${from.side}/lib or components.`;
  }
  if (COMPOSERS.some((re) => re.test(from.rel))) return null;
  return `Only the app layer imports a feature (${to.feature}); move what ${from.rel} needs out of the feature, to src/shared, src/${from.side}/lib or components.`;
}

const places = {
  meta: { type: 'problem', schema: [], docs: { description: 'Import boundaries between shared, server, web and features' } },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveSpecifier(context.filename, source.value);
      if (!target) return;
      const to = placeOf(target);
      const message = to && refusal(from, to);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default { rules: { places } };
