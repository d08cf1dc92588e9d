// The import aliases of tsconfig.json's "paths", for Vite and Vitest (tsx and Playwright read tsconfig.json itself):
// `@shared/money` rather than `../../../shared/money`, so imports say what they reach, not how far they climb.
import { fileURLToPath } from 'node:url';

const folder = (name: string) => fileURLToPath(new URL(`./src/${name}`, import.meta.url));

export const PATH_ALIASES = { '@shared': folder('shared'), '@server': folder('server'), '@web': folder('web') };
