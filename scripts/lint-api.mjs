#!/usr/bin/env node
/**
 * The API's contract lint (CI's lint step): writes the OpenAPI document the server serves to .openapi/openapi.json, then
 * runs Redocly's recommended rules (redocly.yaml, every warning an error) and Spectral's `spectral:oas` (.spectral.yaml,
 * failing on warnings) against it. Either finding anything fails the step.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const DOCUMENT = '.openapi/openapi.json';
const bin = (name) => path.resolve('node_modules/.bin', name);
// Neither linter may reach the network: no telemetry, no update check.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1' };

const steps = [
  [bin('tsx'), ['scripts/openapi-document.ts', DOCUMENT]],
  [bin('redocly'), ['lint', '--format', 'stylish', '--max-problems', '500', DOCUMENT]],
  [bin('spectral'), ['lint', '--ruleset', '.spectral.yaml', '--fail-severity', 'warn', DOCUMENT]],
];
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`lint-api: ${path.basename(command)} ${args.join(' ')} failed`);
    process.exit(status ?? 1);
  }
}
