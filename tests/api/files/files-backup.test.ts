/** The backup takes the shared files' folder along (beside the database's file) and the restore puts it back. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, filesArchiveOf, restore } from '@server/db/backup';
import { openDatabase } from '@server/db/client';
import { createFolderStore } from '@server/files/folder-store';
import { PDF, PNG } from './files-helpers';

const work = mkdtempSync(path.join(tmpdir(), 'portal-files-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('backup and restore of shared files', () => {
  it('archives the files folder beside the database and restores it, keeping what was there', async () => {
    const dataDir = path.join(work, 'data');
    const filesDir = path.join(dataDir, 'files');
    const database = await openDatabase({ dataDir });
    await database.close();
    const store = createFolderStore(filesDir);
    await store.put('kept-object-0001', Readable.from([PNG]));

    const file = path.join(work, 'backup.tar.gz');
    expect(await backup({ dataDir, filesDir }, file)).toEqual({ files: true });
    expect(existsSync(filesArchiveOf(file))).toBe(true);

    await store.delete('kept-object-0001');
    await store.put('after-backup-0001', Readable.from([PDF]));

    const restored = await restore({ dataDir, filesDir }, file);
    expect(restored.keptPreviousFiles).toMatch(/files\.before-restore-/);
    const kept = await store.get('kept-object-0001');
    expect(kept?.size).toBe(PNG.length);
    kept?.stream.destroy();
    expect(await store.get('after-backup-0001')).toBeNull();
    expect(readFileSync(path.join(restored.keptPreviousFiles!, 'af', 'after-backup-0001')).equals(PDF)).toBe(true);
  });

  it('makes no files archive when there are no files (or they are in a bucket)', async () => {
    const dataDir = path.join(work, 'empty');
    const database = await openDatabase({ dataDir });
    await database.close();
    const file = path.join(work, 'empty.tar.gz');
    expect(await backup({ dataDir, filesDir: path.join(dataDir, 'files') }, file)).toEqual({ files: false });
    expect(await backup({ dataDir }, path.join(work, 'bucket.tar.gz'))).toEqual({ files: false });
    expect(existsSync(filesArchiveOf(file))).toBe(false);
  });
});
