// `npm test`: every test that needs no extra server: unit and API tests on the embedded database, then the
// end-to-end tests in Chromium against the built app on a fresh embedded database. Each phase prints its wall time
// (and a summary at the end), so a slow run says where its time went.
import { execSync } from 'node:child_process';

const times = [];
const run = (name, command) => {
  const started = Date.now();
  try {
    execSync(command, { stdio: 'inherit' });
  } finally {
    const seconds = Math.round((Date.now() - started) / 1000);
    times.push(`${String(seconds).padStart(6)} s  ${name}`);
    console.log(`--- ${name}: ${seconds} s`);
  }
};
try {
  run('vitest: unit, web, API on the embedded database, ops', 'npx vitest run');
  run('Chromium for the end-to-end tests', 'node scripts/ensure-chromium.mjs');
  run('build', 'npm run build --silent');
  run('end-to-end in Chromium (Playwright)', 'npx playwright test');
} finally {
  console.log(`\n=== npm test: wall time per phase ===\n${times.join('\n')}`);
}
