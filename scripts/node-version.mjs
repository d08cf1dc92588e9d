/**
 * The Node.js version the app needs, checked before anything else runs: an older Node fails later with errors that do
 * not name the cause. The floor is package.json's `engines.node` (">=MAJOR.MINOR"), the one place it is written. Plain
 * JavaScript, so that `npm start` can check before anything TypeScript (or the build) runs.
 */
import { readFileSync } from 'node:fs';

/** @param {string} running @param {string} required @returns {string | undefined} */
export function nodeVersionProblem(running, required) {
  const floor = /^>=\s*(\d+)\.(\d+)/.exec(required);
  if (!floor) return undefined;
  const [major = 0, minor = 0] = running.replace(/^v/, '').split('.').map(Number);
  const [needMajor, needMinor] = [Number(floor[1]), Number(floor[2])];
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return undefined;
  return `This app needs Node.js ${required.replace(/\s/g, '')} (package.json "engines"); this is Node.js ${running}.`;
}

/** Exits with the sentence when this Node is older than package.json allows. */
export function assertNodeVersion() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const problem = nodeVersionProblem(process.version, pkg.engines?.node ?? '');
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
