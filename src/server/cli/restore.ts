/**
 * `npm run restore -- --file PATH`: replaces the configured database's contents with a backup made by
 * `npm run backup`. Stop the app first (the embedded database refuses while it runs; on PostgreSQL a running app
 * would keep answering from a database being rewritten under it).
 */
import { parseArgs } from 'node:util';
import { restore } from '../db/backup';
import { readEnv } from '../env';
import { filesFolderOf } from '../files';
import { isEntryPoint } from './entry-point';

async function main() {
  const { values } = parseArgs({ options: { file: { type: 'string' } } });
  if (!values.file) throw new Error('Usage: npm run restore -- --file PATH (a file made by npm run backup).');
  const env = readEnv();
  const filesDir = env.S3_BUCKET ? undefined : filesFolderOf(env.DATA_DIR);
  const { keptPrevious, keptPreviousFiles } = await restore({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, filesDir }, values.file);
  console.log(`Restored ${values.file} into ${env.DATABASE_URL ? 'the PostgreSQL database' : `the embedded database in ${env.DATA_DIR}`}.`);
  if (keptPrevious) console.log(`The previous data folder was kept as ${keptPrevious}; delete it when the restore is confirmed.`);
  if (keptPreviousFiles)
    console.log(`The previous shared files were kept as ${keptPreviousFiles}; delete them when the restore is confirmed.`);
}

if (isEntryPoint(import.meta.url)) {
  main().catch((error: unknown) => {
    // Configuration, lock and tool failures are sentences for the operator, not stack traces.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
