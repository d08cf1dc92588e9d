/**
 * Backups to one file and back (and, beside it, the shared files' folder: `<file>.files.tar.gz`). Embedded database: PGlite's own data-folder dump (a gzipped tarball), taken with the
 * folder's lock held, so only while the app is stopped (a copy under a running PGlite could be torn). PostgreSQL:
 * pg_dump in custom format and pg_restore, which work while the app runs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './lock';
import { JOBS_SCHEMA } from '../jobs/job-queue';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

export interface BackupTarget {
  /** Set for PostgreSQL. */
  url?: string;
  /** The embedded database's folder, used when url is not set. */
  dataDir: string;
  /** The shared files' folder (the default file store, DATA_DIR/files); unset when files are in an S3 bucket. */
  filesDir?: string;
}

/** Where the shared files of a backup are kept: beside its database file. */
export const filesArchiveOf = (file: string) => `${file}.files.tar.gz`;

/**
 * The shared files' folder to a gzipped tar beside the database's file, taken after the database (decision 0039): a
 * row it names but a later delete removed is answered 404; a file shared meanwhile is in the folder without a row.
 */
async function backupFiles(filesDir: string | undefined, file: string): Promise<boolean> {
  if (!filesDir || !existsSync(filesDir) || readdirSync(filesDir).length === 0) return false;
  await run('tar', ['-czf', filesArchiveOf(file), '-C', filesDir, '.']);
  return true;
}

/** Puts a backup's files back; the folder's previous contents are kept beside it, as the database's are. */
async function restoreFiles(filesDir: string | undefined, file: string): Promise<string | undefined> {
  if (!filesDir || !existsSync(filesArchiveOf(file))) return undefined;
  let kept: string | undefined;
  if (existsSync(filesDir)) {
    kept = `${filesDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(filesDir, kept);
  }
  mkdirSync(filesDir, { recursive: true });
  await run('tar', ['-xzf', filesArchiveOf(file), '-C', filesDir]);
  return kept;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.once('error', (error) =>
      reject(new Error(`${command} could not be run (${error.message}); install the PostgreSQL client tools.`)),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** Answers whether the shared files' folder was included (`<file>.files.tar.gz`). */
export async function backup(target: BackupTarget, file: string): Promise<{ files: boolean }> {
  await backupDatabase(target, file);
  return { files: await backupFiles(target.filesDir, file) };
}

async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.url) {
    // The background-job queue (pg-boss's schema) stays out: its daily partitions cannot be dropped and recreated by
    // `pg_restore --clean`, and a restore keeps the queue the running database has (decision 0031).
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--exclude-schema=${JOBS_SCHEMA}`,
      `--file=${file}`,
      `--dbname=${target.url}`,
    ]);
    return;
  }
  if (!existsSync(path.join(path.resolve(target.dataDir), 'pgdata'))) {
    throw new Error(`There is no embedded database in ${path.resolve(target.dataDir)} to back up.`);
  }
  // The folder's lock: a running app makes this refuse with a clear message. PGlite is opened here, in this thread,
  // for its own dump; there is nothing else for it to answer.
  const release = acquireDataDirLock(path.resolve(target.dataDir));
  try {
    const client = await PGlite.create(path.join(path.resolve(target.dataDir), 'pgdata'), { extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces the database's contents with the backup's. The embedded folder's previous contents are kept beside it
 * (pgdata.before-restore-<time>) rather than deleted, in case the wrong file was restored.
 */
export async function restore(target: BackupTarget, file: string): Promise<{ keptPrevious?: string; keptPreviousFiles?: string }> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}.`);
  const restored = await restoreDatabase(target, file);
  const keptPreviousFiles = await restoreFiles(target.filesDir, file);
  return { ...restored, ...(keptPreviousFiles && { keptPreviousFiles }) };
}

async function restoreDatabase(target: BackupTarget, file: string): Promise<{ keptPrevious?: string }> {
  if (target.url) {
    // --clean drops each object before recreating it; one transaction, so a failed restore changes nothing.
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.url}`,
      file,
    ]);
    return {};
  }
  const dir = path.resolve(target.dataDir);
  const release = acquireDataDirLock(dir);
  try {
    const pgdata = path.join(dir, 'pgdata');
    let keptPrevious: string | undefined;
    if (existsSync(pgdata)) {
      keptPrevious = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgdata, keptPrevious);
    }
    const client = await PGlite.create(pgdata, { loadDataDir: new Blob([readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
    // Prove the restored folder opens and answers before calling it done.
    await client.query('select 1');
    await client.close();
    return { keptPrevious };
  } finally {
    release();
  }
}
