// `npm start` (and `npm run test:e2e:one`) builds the front end only when there is no build yet or a source file is newer than it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { assertNodeVersion } from './node-version.mjs';

// Before the build: an older Node would fail inside it with an error that does not name the cause.
assertNodeVersion();

const built = 'dist/web/index.html';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

// What the front end is built from, the installed packages (package-lock.json) included.
const sources = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'landing.html',
  'vite.config.ts',
  'path-aliases.ts',
  'scripts/postbuild.tsx',
  'package-lock.json',
].filter(existsSync);
const newestSource = Math.max(...sources.map((s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs)));

if (!existsSync(built) || statSync(built).mtimeMs < newestSource) {
  console.log('Building the front end...');
  execSync('npm run build --silent', { stdio: 'inherit' });
}
