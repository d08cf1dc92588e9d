import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PATH_ALIASES } from './path-aliases';
import { apiSchemasLeftOut } from './scripts/vite-api-schemas';
import { i18nCatalogs } from './scripts/vite-i18n';

// The API server runs separately in development (port 3001); proxying keeps the browser on one origin so the
// session cookie and our CSP behave exactly as in production, where one process serves both.
const apiServer = 'http://localhost:3001';

// How the build groups modules into files. Left to itself it made dozens of files of a few hundred bytes (an icon, a
// small component each), and on HTTP/1.1 a browser fetches six at a time: the signed-in dashboard waited for two
// waves of nine first-load files, then two more of eleven for the screen. Grouped, the portal's first load is four
// files and a screen about three (bench/front-end.ts counts them), while the landing page loads nothing of the portal.
/** What the landing page shares with the portal (the helpers Vite adds too): one file both pages load. */
const SHARED_WITH_LANDING =
  /^\0vite\/|node_modules[\\/](react|react-dom|scheduler|lucide-react|@lingui[\\/]core)[\\/]|src[\\/]web[\\/]lib[\\/](theme|i18n)\.ts|src[\\/]shared[\\/](enums|i18n[\\/](languages|pseudo))\.ts/;
/** The landing page's own modules: never in the portal's file, or the landing page would load all of it. */
const LANDING_ONLY =
  /landing\.html|src[\\/]web[\\/](landing-main\.tsx|landing\.css|features[\\/]landing[\\/]|lib[\\/]messages[\\/]landing\.ts)|catalogs[\\/]en[\\/]landing\.json/;
/** Small shared components and the icons. */
const COMMON = /src[\\/]web[\\/]components[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/**
 * Components kept out of `common`: those that import schemas or the form library, and the dialogs (Radix's dialog,
 * its focus trap and scroll lock, about 12 KB gzip). They go with the screens that use them, or load when opened.
 */
const HEAVY_COMPONENTS =
  /src[\\/]web[\\/]components[\\/](person-form|delete-user-copy|reminder-steps-editor|attachments[\\/]|csv-import[\\/]|[\w-]*dialog\.tsx)/;
/**
 * The small shared modules of rules and figures (roles, money, durations, permissions, limits): their own file, which
 * imports nothing, so that a screen that formats an amount does not load the form library with them. The schemas read
 * them while they load; a file of its own that imports nothing cannot run after them (decision 0136).
 */
const RULES =
  /src[\\/]shared[\\/](roles|money|durations|permissions|keys-of|webhook-events|time-invoice|support-contact|reminder-steps)\.ts/;
/** Forms: the form library, zod and the schemas. */
const FORMS = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|src[\\/]shared[\\/]schemas[\\/]/;
/** Radix's dialogs and menus (focus trap, scroll lock, positioning) and our dialogs built on them. */
const OVERLAYS =
  /node_modules[\\/](@radix-ui[\\/](?!react-label|react-primitive)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib)[\\/]|src[\\/]web[\\/]components[\\/][\w-]*dialog\.tsx/;
const codeSplitting = {
  groups: [
    { name: 'base', priority: 5, tags: ['$initial' as const], test: SHARED_WITH_LANDING },
    // Everything else the portal loads up front: one file.
    { name: 'portal', priority: 4, tags: ['$initial' as const], test: (id: string) => !LANDING_ONLY.test(id) },
    // What the screens with a form or a dialog share, one file each rather than a dozen small ones.
    // (Not the stand-ins of the schemas in the browser's API descriptions, whose ids name the schema modules.)
    {
      name: 'rules',
      priority: 3,
      minShareCount: 2,
      includeDependenciesRecursively: false,
      test: (id: string) => !id.startsWith('\0') && RULES.test(id),
    },
    {
      name: 'forms',
      priority: 3,
      minShareCount: 2,
      includeDependenciesRecursively: false,
      test: (id: string) => !id.startsWith('\0') && FORMS.test(id),
    },
    { name: 'overlays', priority: 2, minShareCount: 2, includeDependenciesRecursively: false, test: OVERLAYS },
    // The small components and icons that lazy screens share: one file rather than one each. Only those: by default a
    // group also takes in everything its modules import, and the form components brought zod and react-hook-form
    // (about 40 KB gzip) into the file every screen loads, a client's dashboard too, which has no form until a dialog
    // opens. The components that validate (forms, uploads, imports) and the dialogs stay with the screens that use them.
    {
      name: 'common',
      priority: 1,
      minShareCount: 2,
      maxModuleSize: 4096,
      includeDependenciesRecursively: false,
      test: (id: string) => COMMON.test(id) && !HEAVY_COMPONENTS.test(id),
    },
  ],
};

export default defineConfig({
  plugins: [react(), tailwindcss(), apiSchemasLeftOut(), i18nCatalogs()],
  resolve: { alias: PATH_ALIASES },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Which chunks each entry and lazy screen loads, for the front-end benchmark (bench/front-end.ts). The build
    // moves it out of the served folder (scripts/postbuild.tsx): visitors have no use for it.
    manifest: true,
    rollupOptions: {
      // Two pages: the portal SPA, and the public landing page with its own small bundle (prerendered at build).
      input: { main: 'index.html', landing: 'landing.html' },
      output: { codeSplitting },
      // The landing page is imported both statically (the landing entry) and lazily (the SPA's `/`) on purpose:
      // Rolldown's warning about it is noise here.
      checks: { ineffectiveDynamicImport: false },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: apiServer, changeOrigin: false }, '/healthz': { target: apiServer, changeOrigin: false } },
  },
});
