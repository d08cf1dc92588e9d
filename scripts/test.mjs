// `npm test`: every test that needs no extra server: unit and API tests on the embedded database, then the
// end-to-end tests in Chromium against the built app on a fresh embedded database.
import { execSync } from 'node:child_process';

const run = (command) => execSync(command, { stdio: 'inherit' });
run('npx vitest run');
run('node scripts/ensure-chromium.mjs');
run('npm run build --silent');
run('npx playwright test');
