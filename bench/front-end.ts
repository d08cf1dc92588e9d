/**
 * The front end's figures for `npm run bench`, against the budgets: what the landing page and the portal download up
 * front (gzip; the landing page's and a client's first screen's script budgets as Chromium loads them,
 * bench/page-scripts.ts), what each portal screen adds when it opens, whether every screen is a lazy chunk, and
 * Lighthouse performance of the landing page and of the signed-in dashboards (signed in through the browser's cookie
 * jar, bench/lighthouse.ts).
 *
 * Sizes come from Vite's manifest (build.manifest; the build leaves it in dist/web-manifest.json, outside the served
 * folder), which lists for every chunk the chunks it imports statically and the ones it loads lazily. The screens
 * come from the route table (src/shared/routes.ts and the screens of src/web/app/screens.tsx), so a new route is measured without editing this file.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createApp } from '@server/app';
import { LANGUAGES } from '@shared/i18n/languages';
import { SCREENS as SCREENS_BY_ID, type ScreenId } from '@shared/routes';
import { buildDeps } from '@server/bootstrap';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed/demo';
import { readEnv } from '@server/env';
import type { Figure } from './figure';
import { freePort } from './processes';
import { pageScripts } from './page-scripts';
import { lighthousePerformance } from './lighthouse';

const WEB = 'dist/web';
const MANIFEST = 'dist/web-manifest.json';
const ROUTER = 'src/web/app/router.tsx';
const SCREENS = 'src/web/app/screens.tsx';

interface Chunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

const round = (n: number) => Math.round(n * 10) / 10;
const gz = (data: string | Buffer) => gzipSync(data).length / 1024;
const sizeOf = (file: string) => gz(readFileSync(path.join(WEB, file)));
const sum = (files: Iterable<string>) => round([...files].reduce((total, file) => total + sizeOf(file), 0));

/** A chunk and every chunk it imports statically: what must download before it runs (manifest keys). */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`${MANIFEST} has no chunk ${key}`);
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The scripts (module scripts and preloads) and stylesheets a page's HTML names, as paths in the served folder. */
function htmlAssets(html: string) {
  const js = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="\/([^"]+)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]!);
  return { js, css };
}

/**
 * The manifest keys the portal page starts from. When the code-splitting groups take in the entry module itself
 * (vite.config.ts puts everything the portal loads up front in one `portal` file), the manifest keeps no `index.html`
 * entry; the page's own script tags then name the chunks.
 */
function portalEntry(manifest: Manifest): string[] {
  if (manifest['index.html']) return ['index.html'];
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = htmlAssets(readFileSync(path.join(WEB, 'index.html'), 'utf8')).js.map((file) => {
    const key = byFile.get(file);
    if (!key) throw new Error(`index.html loads ${file}, which ${MANIFEST} does not name`);
    return key;
  });
  if (!keys.length) throw new Error('index.html loads no script');
  return keys;
}

/** The files (scripts, stylesheets) of a set of chunks. */
function files(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    js.add(manifest[key]!.file);
    for (const sheet of manifest[key]!.css ?? []) css.add(sheet);
  }
  return { js, css };
}

/** The manifest key of a source module. A module that is also imported statically by another entry (the landing
 *  page, by its own entry) is keyed by its chunk's file name instead; its chunk then bears the module's name. */
function chunkOf(manifest: Manifest, source: string): string {
  if (manifest[source]) return source;
  const name = path.basename(source).replace(/\.tsx?$/, '');
  const named = Object.keys(manifest).filter((key) => !manifest[key]!.src && manifest[key]!.name === name);
  if (named.length !== 1) throw new Error(`${MANIFEST}: no chunk (or several) for ${source}`);
  return named[0]!;
}

/** `import('../x/y')` in `from` to the source file it names, relative to the project (as the manifest keys it). */
function resolveSource(from: string, specifier: string): string {
  const base = path.join(path.dirname(from), specifier);
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file));
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found.split(path.sep).join('/');
}

interface RouteScreen {
  path: string;
  /** The source modules the route loads lazily (several for a screen that loads its tabs alongside). */
  modules: string[];
  /** Rendered by a component the route table imports statically: part of the first load, not its own chunk. */
  eager: boolean;
}

/**
 * The screens of the route table (decision 0035): each route of src/shared/routes.ts and what src/web/app/screens.tsx
 * renders for it, read from that file's source. `const X = screen(() => import('…'), …)` declares a lazy screen,
 * `const X: LazyScreen = { … X.preload() … }` one made of several, `id: { screen: X` gives a route its screen, and
 * `eager(Y)` names a component imported from another file, whose own `import('…')` calls are then its screens (none:
 * the screen is eager). The shell is lazy only if router.tsx's layout route preloads one.
 */
function routeScreens(): { shell: string[]; routes: RouteScreen[] } {
  const source = readFileSync(SCREENS, 'utf8');
  const lazy = new Map<string, string[]>();
  for (const m of source.matchAll(/const (\w+) = screen\(\(\) => import\('([^']+)'\)/g)) lazy.set(m[1]!, [resolveSource(SCREENS, m[2]!)]);
  for (const m of source.matchAll(/const (\w+): LazyScreen = \{([\s\S]*?)\n\};/g)) {
    const parts = [...m[2]!.matchAll(/(\w+)\.preload\(\)/g)].flatMap((p) => lazy.get(p[1]!) ?? []);
    if (parts.length === 0) throw new Error(`${SCREENS}: screen ${m[1]} preloads no known screen`);
    lazy.set(m[1]!, parts);
  }
  const shellName = readFileSync(ROUTER, 'utf8').match(/handle: \{ preload: (\w+)\.preload \}/)?.[1];
  // The signed-in shell may be lazy (a layout route that preloads it) or part of the first load.
  const shell = shellName ? lazy.get(shellName) : [];
  if (!shell) throw new Error(`${ROUTER}: the layout route preloads ${shellName}, not a lazy screen`);

  const routes: RouteScreen[] = [];
  for (const m of source.matchAll(/\n {2}(\w+): \{\s*screen: (eager\()?(\w+)/g)) {
    const [, id, isEager, name] = m as unknown as [string, string, string | undefined, string];
    const routePath = SCREENS_BY_ID[id as ScreenId]?.path;
    if (!routePath) throw new Error(`${SCREENS}: ${id} is not a screen of src/shared/routes.ts`);
    if (!isEager) {
      const modules = lazy.get(name);
      if (!modules) throw new Error(`${SCREENS}: route ${routePath} renders ${name}, not a lazy screen`);
      routes.push({ path: routePath, modules, eager: false });
      continue;
    }
    const from = source.match(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`))?.[1];
    if (!from) throw new Error(`${SCREENS}: where ${name} (route ${routePath}) comes from is not found`);
    const file = resolveSource(SCREENS, from);
    const modules = [...readFileSync(file, 'utf8').matchAll(/import\('([^']+)'\)/g)].map((i) => resolveSource(file, i[1]!));
    routes.push({ path: routePath, modules, eager: modules.length === 0 });
  }
  if (routes.length !== Object.keys(SCREENS_BY_ID).length) {
    throw new Error(`${SCREENS}: ${routes.length} screens found for ${Object.keys(SCREENS_BY_ID).length} routes; has its shape changed?`);
  }
  // The not-found screen answers every other address.
  const notFound = lazy.get('NotFoundPage');
  if (!notFound) throw new Error(`${SCREENS}: no lazy NotFoundPage`);
  routes.push({ path: '*', modules: notFound, eager: false });
  return { shell, routes };
}

/** gzip KB of the landing page and the portal up front, of the portal's shell, and of each screen beyond them. */
export function frontEndSizes(): Figure[] {
  execSync('npm run build --silent', { stdio: ['ignore', 'ignore', 'inherit'] });
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const figures: Figure[] = [];

  // The landing page: its stylesheet is inlined and its entry started by /landing-boot.js (scripts/postbuild.tsx).
  const landingHtml = readFileSync(path.join(WEB, 'landing.html'), 'utf8');
  const landing = files(manifest, closure(manifest, ['landing.html']));
  if (!landingHtml.includes(`data-entry="/${manifest['landing.html']!.file}"`))
    throw new Error('landing.html does not start the landing entry');
  // Nothing the landing page loads, even lazily, may be the portal's entry: it would run the portal in the page.
  const reachable = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys.filter((k) => !seen.has(k))) {
      seen.add(key);
      reachable([...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? [])], seen);
    }
    return seen;
  };
  // The portal's entry is its own `index.html` chunk, or the `portal` file its code-splitting group makes.
  const portalKeys = portalEntry(manifest);
  const portalMain = portalKeys.filter((key) => key === 'index.html' || manifest[key]!.name === 'portal');
  if (portalMain.some((key) => reachable(['landing.html']).has(key)))
    throw new Error('the landing page loads the portal entry (see codeSplitting in vite.config.ts)');
  const bootScripts = [...landingHtml.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) => m[1]!);
  const inlineCss = [...landingHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
  const linkedCss = [...landingHtml.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]!);
  // What the manifest says the page needs; the budget is checked on what a browser really loads (lighthouseFigures).
  figures.push({ what: 'landing JS by the manifest (gzip)', value: sum([...landing.js, ...bootScripts]), unit: 'KB' });
  figures.push({
    what: 'landing CSS (gzip, inlined)',
    value: round((inlineCss ? gz(inlineCss) : 0) + sum(linkedCss)),
    unit: 'KB',
    budget: 20,
  });
  figures.push({ what: 'landing HTML with its prerendered content (gzip)', value: round(gz(landingHtml)), unit: 'KB' });

  // The portal: the entry and its static imports, then the shell every signed-in screen renders in.
  const firstLoad = closure(manifest, portalKeys);
  const portal = files(manifest, firstLoad);
  for (const sheet of htmlAssets(readFileSync(path.join(WEB, 'index.html'), 'utf8')).css) portal.css.add(sheet);
  // Every screen's first load; what a client's first screen costs in all is measured in a browser (lighthouseFigures).
  figures.push({ what: 'portal first load JS (gzip)', value: sum(portal.js), unit: 'KB' });
  figures.push({ what: 'portal first load JS files', value: portal.js.size, unit: '' });
  figures.push({ what: 'portal first load CSS (gzip)', value: sum(portal.css), unit: 'KB' });

  const { shell, routes } = routeScreens();
  const beyond = (sources: string[], loaded: Set<string>) => {
    const keys = [
      ...closure(
        manifest,
        sources.map((s) => chunkOf(manifest, s)),
      ),
    ].filter((key) => !loaded.has(key));
    return files(manifest, keys);
  };
  const shellFiles = beyond(shell, firstLoad);
  if (shell.length)
    figures.push({
      what: 'portal shell (layout, lazy) JS beyond the first load (gzip)',
      value: sum(shellFiles.js),
      unit: `KB in ${shellFiles.js.size} files`,
    });
  if (shellFiles.css.size) figures.push({ what: 'portal shell CSS beyond the first load (gzip)', value: sum(shellFiles.css), unit: 'KB' });

  // Each screen: what opening it adds to the first load (its chunks and their imports not already loaded). A screen
  // is lazy when the route loads it with import() and the bundler kept it out of the first load.
  let eager = 0;
  let heaviest = { path: '', js: 0 };
  for (const route of routes) {
    const own = beyond(route.modules, firstLoad);
    const inFirstLoad = route.modules.some((s) => firstLoad.has(chunkOf(manifest, s)));
    if (route.eager || inFirstLoad) {
      eager++;
      console.warn(`front end: the screen at ${route.path} is not a lazy chunk of its own`);
    }
    const js = sum(own.js);
    // How many files as well: on HTTP/1.1 (six connections) each wave of small chunks costs a round trip.
    figures.push({ what: `screen ${route.path}: JS beyond the first load (gzip)`, value: js, unit: `KB in ${own.js.size} files` });
    if (own.css.size) figures.push({ what: `screen ${route.path}: CSS beyond the first load (gzip)`, value: sum(own.css), unit: 'KB' });
    const direct = sum(new Set([...portal.js, ...shellFiles.js, ...own.js]));
    if (route.modules.some((s) => s.startsWith('src/web/features/')) && direct > heaviest.js) heaviest = { path: route.path, js: direct };
  }
  figures.push({ what: 'screens with no lazy chunk of their own', value: eager, unit: `of ${routes.length}`, budget: 0 });
  figures.push(...languageFiles(manifest));
  figures.push({
    what: `heaviest screen opened directly (${heaviest.path}): first load${shell.length ? ' + shell' : ''} + screen JS (gzip)`,
    value: heaviest.js,
    unit: 'KB',
  });
  return figures;
}

/** A client's portal switching language loads one file of at most this (gzip, docs/i18n.md). */
const CLIENT_LANGUAGE_FILE_KB = 15;

/**
 * Each language beyond English: the one file a portal loads on switching to it (a client's, and staff's) and the
 * landing page's words. English is in the screens' own chunks, so a screen's first load above is English's.
 */
function languageFiles(manifest: Manifest): Figure[] {
  return LANGUAGES.filter((language) => language !== 'en').flatMap((language) =>
    (['client', 'staff', 'landing'] as const).map((audience) => {
      const chunk = manifest[`virtual:i18n-catalog/${language}/${audience}`];
      if (!chunk) throw new Error(`the build has no ${language} ${audience} catalog file`);
      return {
        what: `${language}: the ${audience === 'landing' ? "landing page's words" : `${audience}'s language file`} (gzip)`,
        value: sum([chunk.file]),
        unit: 'KB',
        ...(audience === 'client' && { budget: CLIENT_LANGUAGE_FILE_KB }),
      };
    }),
  );
}

/** Lighthouse varies from run to run; its authors recommend the median of several. */
async function medianOf3<T extends { score: number }>(run: () => Promise<T>): Promise<T> {
  const results = [await run(), await run(), await run()].sort((a, b) => a.score - b.score);
  return results[1]!;
}

/** Lighthouse on the built app, served in this process on the embedded database with the demo data. */
export async function lighthouseFigures(): Promise<Figure[]> {
  // A throwaway data folder rather than a PGlite made here: the app opens it exactly as `npm start` does (with the
  // extensions its migrations need).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-front-end-'));
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  await seedDemo(database.db, { password: 'demo-password' });
  const port = await freePort();
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: String(port), SIGN_IN_LIMIT_PER_IP: '1000' });
  const app = createApp(buildDeps(env, database, { webRoot: path.resolve(WEB) }));
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  // The address the app believes it is at (APP_URL), so the sign-in's origin check and the cookie agree.
  const base = env.APP_URL;
  const figures: Figure[] = [];
  try {
    const signIn = async (email: string) => {
      const response = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password: 'demo-password', rememberMe: true }),
      });
      if (!response.ok) throw new Error(`Sign-in of ${email} answered ${response.status}`);
      // The session cookie and the readable signed-in hint the page's script looks for.
      return response.headers.getSetCookie().map((c) => c.split(';')[0]!);
    };
    const staff = await signIn('admin@demo.test');
    const client = await signIn('client_primary@demo.test');

    // The landing page's scripts as Chromium loads them, every one until the page has settled: the budget's measure.
    const scripts = await pageScripts(`${base}/`);
    figures.push({
      what: 'landing JS as a browser loads it (gzip, every script until the page settles)',
      value: scripts.kb,
      unit: `KB in ${scripts.files.length} files`,
      budget: 90,
    });
    console.log(`front end: landing scripts ${scripts.files.map((f) => `${f.path} ${f.kb} KB`).join(', ')}`);
    // A client's first screen in the portal, the same way: the entry, the shell, the screen and its cards.
    const clientScripts = await pageScripts(`${base}/client-dashboard`, client);
    figures.push({
      what: 'client portal first screen JS as a browser loads it (gzip, /client-dashboard)',
      value: clientScripts.kb,
      unit: `KB in ${clientScripts.files.length} files`,
      budget: 200,
    });
    console.log(`front end: client first screen scripts ${clientScripts.files.map((f) => `${f.path} ${f.kb} KB`).join(', ')}`);

    const landing = await medianOf3(() => lighthousePerformance(`${base}/`));
    figures.push({ what: 'landing Lighthouse performance (mobile)', value: landing.score, unit: '', budget: 100, atLeast: true });
    figures.push({ what: 'landing CLS', value: Math.round(landing.cls * 1000) / 1000, unit: '', budget: 0 });
    figures.push({ what: 'landing LCP (simulated mobile)', value: landing.lcpMs, unit: 'ms' });
    const dashboard = await medianOf3(() => lighthousePerformance(`${base}/dashboard`, staff));
    figures.push({
      what: 'signed-in dashboard Lighthouse performance (mobile)',
      value: dashboard.score,
      unit: '',
      budget: 95,
      atLeast: true,
    });
    figures.push({ what: 'signed-in dashboard CLS', value: Math.round(dashboard.cls * 1000) / 1000, unit: '' });
    figures.push({ what: 'signed-in dashboard FCP (simulated mobile)', value: dashboard.fcpMs, unit: 'ms' });
    figures.push({ what: 'signed-in dashboard LCP (simulated mobile)', value: dashboard.lcpMs, unit: 'ms' });
    figures.push({ what: 'signed-in dashboard TBT (simulated mobile)', value: dashboard.tbtMs, unit: 'ms' });
    const clientDashboard = await medianOf3(() => lighthousePerformance(`${base}/client-dashboard`, client));
    figures.push({ what: 'client dashboard Lighthouse performance (mobile)', value: clientDashboard.score, unit: '' });
    figures.push({ what: 'client dashboard CLS', value: Math.round(clientDashboard.cls * 1000) / 1000, unit: '' });
  } finally {
    server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/** Every front-end figure: builds the app, measures its files, then runs Lighthouse against it. */
export async function frontEndFigures(): Promise<Figure[]> {
  return [...frontEndSizes(), ...(await lighthouseFigures())];
}
