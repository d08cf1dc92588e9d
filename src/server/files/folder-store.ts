/** The default file store: one file per object in a folder (DATA_DIR/files), written whole or not at all. */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';

/** Keys are the app's own (random ids); anything else could name a path outside the folder. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$/;

export function createFolderStore(root: string): FileStore {
  const folder = path.resolve(root);
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a file store key: ${key}`);
    // Two letters of fan-out keep any one folder small.
    return path.join(folder, key.slice(0, 2), key);
  };
  return {
    kind: 'folder',
    async put(key, stream) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed when complete, so a failed upload never leaves a partial object.
      const partial = `${target}.part`;
      try {
        await pipeline(stream, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },
    async get(key) {
      const file = pathOf(key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!info) return null;
      return { stream: createReadStream(file), size: info.size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Where the folder store keeps its objects: the backup takes this folder along (src/server/db/backup.ts). */
export const filesFolderOf = (dataDir: string) => path.resolve(dataDir, 'files');
