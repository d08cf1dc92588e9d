import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'lock-test-'));

describe('data folder lock', () => {
  it('refuses a second holder while the first is alive, and frees the folder on release', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another running process/);
    release();
    expect(existsSync(path.join(dir, 'app.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('refuses while another process holds it', async () => {
    const dir = freshDir();
    // Another process writes its pid into the lock and keeps running.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'app.lock'), String(child.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${child.pid}`));
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left behind by a process that died', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(path.join(dir, 'app.lock'), String(child.pid));
    const release = acquireDataDirLock(dir);
    release();
  });
});
