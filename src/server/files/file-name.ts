/**
 * Shared files' names (decision 0076). A name is only shown and sent back; the type is decided from the content,
 * and the extension must agree with it (file-type.ts). Invisible characters are removed so that what a person reads
 * is what their computer will do: a right-to-left override turns "report\u202Efdp.bat" into what reads as
 * "reporttab.pdf".
 */

/**
 * C0 and C1 controls, bidirectional marks, embeddings, overrides and isolates (U+200E/F, U+202A–E, U+2066–9,
 * U+061C), zero-width characters, line/paragraph separators and the byte-order mark.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** The name without control and bidirectional characters (used on names stored before they were cleaned too). */
export function withoutInvisible(name: string): string {
  return name.replace(INVISIBLE, '');
}

/** A file name as shown and sent back: no folders, no invisible characters, at most 200 characters. */
export function cleanFileName(raw: string): string {
  // Browsers send a quote in a name as %22 (and line breaks as %0A/%0D): those are dropped like the characters.
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/%(22|0A|0D)/gi, '');
  // Windows drops trailing dots and spaces when saving: "a.bat." would be saved as "a.bat".
  const clean = withoutInvisible(base)
    .replace(/"/g, '')
    .replace(/[\s.]+$/, '')
    .trim()
    .slice(-200);
  return clean || 'file';
}
