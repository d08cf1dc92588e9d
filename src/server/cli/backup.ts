/**
 * `npm run backup -- [--file PATH]`: the configured database (DATABASE_URL, or the embedded one in DATA_DIR) to one
 * file. The embedded database can only be backed up while the app is stopped; PostgreSQL at any time.
 */
import { parseArgs } from 'node:util';
import { backup, filesArchiveOf } from '../db/backup';
import { readEnv } from '../env';
import { filesFolderOf } from '../files';
import { isEntryPoint } from './entry-point';

export function defaultBackupFile(kind: 'postgres' | 'pglite', now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return kind === 'postgres' ? `backup-${stamp}.pgdump` : `backup-${stamp}.tar.gz`;
}

async function main() {
  const { values } = parseArgs({ options: { file: { type: 'string' } } });
  const env = readEnv();
  const file = values.file ?? defaultBackupFile(env.DATABASE_URL ? 'postgres' : 'pglite');
  // Files in an S3 bucket are the bucket's to keep (versioning, replication); the folder store's come along.
  const filesDir = env.S3_BUCKET ? undefined : filesFolderOf(env.DATA_DIR);
  const done = await backup({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, filesDir }, file);
  console.log(`Backed up ${env.DATABASE_URL ? 'the PostgreSQL database' : `the embedded database in ${env.DATA_DIR}`} to ${file}.`);
  if (done.files) console.log(`Backed up the shared files in ${filesDir} to ${filesArchiveOf(file)}.`);
}

if (isEntryPoint(import.meta.url)) {
  main().catch((error: unknown) => {
    // Configuration, lock and tool failures are sentences for the operator, not stack traces.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
