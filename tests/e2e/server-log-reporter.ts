/**
 * The e2e server's log stays out of a passing run's output (thousands of request lines would bury the results); when a
 * test fails, its last lines are printed after the results, where the failure is read.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { FullResult, Reporter } from '@playwright/test/reporter';

const LOG_FILE = `.data-test/e2e-${process.env.E2E_PORT ?? '3100'}.log`;
const TAIL_LINES = 200;

export default class ServerLogReporter implements Reporter {
  onEnd(result: FullResult) {
    if (result.status === 'passed' || !existsSync(LOG_FILE)) return;
    const lines = readFileSync(LOG_FILE, 'utf8').trimEnd().split('\n');
    console.log(`\n--- the e2e server's log, last ${Math.min(TAIL_LINES, lines.length)} of ${lines.length} lines (${LOG_FILE}) ---`);
    console.log(lines.slice(-TAIL_LINES).join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
