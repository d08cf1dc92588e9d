/**
 * The e2e server's log stays out of a passing run's output (thousands of request lines would bury the results); when a
 * test fails, its last lines are printed after the results, and then the failed tests again with their first error
 * lines, so the end of a CI log (often all that is kept of it) names what failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const LOG_FILE = `.data-test/e2e-${process.env.E2E_PORT ?? '3100'}.log`;
const TAIL_LINES = 200;
const ERROR_LINES = 24;

export default class ServerLogReporter implements Reporter {
  private failed: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped' || result.retry < test.retries) return;
    const where = `${test.location.file.replace(/^.*\/tests\/e2e\//, '')}:${test.location.line}`;
    const message = stripVTControlCharacters(result.error?.message ?? result.status);
    this.failed.push(
      `✘ ${where} ${test.titlePath().slice(2).join(' › ')}\n    ${message.split('\n').slice(0, ERROR_LINES).join('\n    ')}`,
    );
  }

  onEnd(result: FullResult) {
    if (result.status === 'passed') return;
    if (existsSync(LOG_FILE)) {
      const lines = readFileSync(LOG_FILE, 'utf8').trimEnd().split('\n');
      console.log(`\n--- the e2e server's log, last ${Math.min(TAIL_LINES, lines.length)} of ${lines.length} lines (${LOG_FILE}) ---`);
      console.log(lines.slice(-TAIL_LINES).join('\n'));
    }
    console.log(`\n--- ${this.failed.length} end-to-end test(s) failed ---\n${this.failed.join('\n')}`);
  }

  printsToStdio() {
    return false;
  }
}
