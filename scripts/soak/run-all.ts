/**
 * `npm run soak`: every fault script in turn (load, crash, two processes, database outage), each printing its figures.
 * `npm run soak -- --short` is the CI variant (a few minutes in all). `--only NAME` runs one. Needs PostgreSQL
 * (TEST_DATABASE_URL, default the local server); all traffic stays on 127.0.0.1.
 */
import { parseArgs } from 'node:util';
import { crashScenario } from './crash';
import { outageScenario } from './db-outage';
import { loadScenario } from './load';
import { twoProcessScenario } from './two-processes';

const SCENARIOS: Record<string, (short: boolean) => Promise<number>> = {
  load: loadScenario,
  crash: crashScenario,
  'two-processes': twoProcessScenario,
  'db-outage': outageScenario,
};

const { values } = parseArgs({ options: { short: { type: 'boolean', default: false }, only: { type: 'string' } } });
const names = values.only ? [values.only] : Object.keys(SCENARIOS);
const failed: string[] = [];
for (const name of names) {
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`No soak scenario ${name}; there are: ${Object.keys(SCENARIOS).join(', ')}.`);
  const started = Date.now();
  let code: number;
  try {
    code = await scenario(values.short ?? false);
  } catch (error) {
    console.error(`FAIL ${name}:`, error);
    code = 1;
  }
  console.log(`  (${name}: ${Math.round((Date.now() - started) / 1000)} s)`);
  if (code !== 0) failed.push(name);
}
console.log(`${names.length - failed.length} passed, ${failed.length} failed`);
process.exitCode = failed.length ? 1 : 0;
