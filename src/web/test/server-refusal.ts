import { json } from './render';

/** A 400 as the server sends it (`fieldErrors` in src/server/http.ts): a message per refused field, keyed by its path. */
export const refusal = (fields: Record<string, string>) =>
  json({ error: { code: 'validation_failed', message: 'Some fields are invalid.', fields } }, 400);

/** The message shown under an input: the element its aria-describedby names, as a screen reader reads it. */
export function messageUnder(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => input.ownerDocument.getElementById(id)?.textContent).filter(Boolean);
  return texts.length ? texts.join(' ') : null;
}
