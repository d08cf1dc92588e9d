import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from './helpers';

test('a second server on the same data folder refuses to start, and says why', async () => {
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(Number(E2E_PORT) + 99), DATA_DIR: E2E_DATA_DIR },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain('is in use by another running process');
  // The running server is unharmed.
  const res = await fetch(`http://localhost:${E2E_PORT}/readyz`);
  expect(res.status).toBe(200);
});
