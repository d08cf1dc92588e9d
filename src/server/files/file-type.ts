/**
 * What a shared file really is, from its first bytes, and whether its name agrees (decisions 0039, 0076). An allow-list:
 * a file is accepted only when its content is one of the kinds below AND its extension is one of that kind's, so the
 * program that opens it on a computer is the one meant for that content. Anything else is refused: programs, scripts
 * (.bat, .ps1, .js...), web pages and SVG whatever they contain, a ".docx" that is not an Office document, a ".txt"
 * that holds markup, and text padded with whitespace to push markup past what is read.
 */
import { FILE_EXTENSIONS_ACCEPTED } from '../../shared/schemas/files';

/** How many first bytes the check reads before deciding. */
export const SNIFF_BYTES = 8192;

/** A longer run of whitespace in the first bytes is padding meant to hide what follows, not a document. */
const PADDING_LIMIT = 1024;

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

const OOXML: Record<string, { type: string; folder: string }> = {
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', folder: 'word/' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', folder: 'xl/' },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', folder: 'ppt/' },
};
const OPEN_DOCUMENT: Record<string, string> = {
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};
const OLE: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };
const TEXT: Record<string, string> = {
  txt: 'text/plain',
  text: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  markdown: 'text/markdown',
  json: 'application/json',
};

const PROGRAMS = [
  ascii('MZ'), // Windows .exe/.dll
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal, Java class
  ascii('#!'), // scripts
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];

/** Binary kinds: their signature, their type and the extensions that may carry them. */
const SIGNED: Array<{ matches: (b: Uint8Array) => boolean; type: string; extensions: string[] }> = [
  { matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), type: 'image/png', extensions: ['png'] },
  { matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]), type: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')), type: 'image/gif', extensions: ['gif'] },
  { matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8), type: 'image/webp', extensions: ['webp'] },
  { matches: (b) => startsWith(b, ascii('%PDF-')), type: 'application/pdf', extensions: ['pdf'] },
  { matches: (b) => startsWith(b, ascii('ftyp'), 4) && startsWith(b, ascii('qt  '), 8), type: 'video/quicktime', extensions: ['mov'] },
  { matches: (b) => startsWith(b, ascii('ftyp'), 4), type: 'video/mp4', extensions: ['mp4', 'm4v'] },
  { matches: (b) => startsWith(b, ascii('ID3')) || startsWith(b, [0xff, 0xfb]), type: 'audio/mpeg', extensions: ['mp3'] },
];

/**
 * Markup a browser would run or render as a page. Looked for in the first bytes of every kind but archives: a PDF or
 * JPEG carrying a page early is a polyglot, whatever its first bytes say. (XMP metadata in images and PDFs uses none
 * of these tags.)
 */
const ACTIVE_MARKUP = /<\s*(script|html|body|iframe|svg|object|embed|!doctype\s+html)\b/i;
/** In text, any HTML, SVG or XML at all: a ".txt" that is a page is refused. */
const TEXT_MARKUP =
  /<\s*(!doctype|html|head|body|script|style|link|svg|math|iframe|frame|object|embed|applet|meta|base|form|template|\?xml|xml|xsl)\b|<!(--|\[CDATA\[)/i;
/** What an HTML page may start with (the browsers' own sniffing list), checked where the text really starts. */
const PAGE_START = /^<\s*(a|b|br|div|font|h1|p|table|title)[\s>/]/i;
// Whitespace as browsers and editors see it, zero-width spaces and byte-order marks included.
const WHITESPACE_RUN = new RegExp(`[\\s\\u200b-\\u200d\\ufeff]{${PADDING_LIMIT},}`);
const LEADING_WHITESPACE = /^[\s\u200b-\u200d\ufeff]*/;

/** The names of the ZIP entries whose local headers are in the first bytes. */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (
    let at = view.indexOf('PK\x03\x04', 0, 'latin1');
    at >= 0 && at + 30 <= view.length;
    at = view.indexOf('PK\x03\x04', at + 4, 'latin1')
  ) {
    const length = view.readUInt16LE(at + 26);
    if (at + 30 + length <= view.length) names.push(view.toString('utf8', at + 30, at + 30 + length));
  }
  return names;
}

function zipType(bytes: Uint8Array, ext: string): string | null {
  if (ext === 'zip') return 'application/zip';
  const names = zipEntryNames(bytes);
  const odf = OPEN_DOCUMENT[ext];
  if (odf) {
    // OpenDocument puts an uncompressed "mimetype" entry first, holding the document's type.
    const head = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (names[0] !== 'mimetype' || head.length < 30) return null;
    const content = 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
    return head.toString('latin1', content, content + odf.length) === odf ? odf : null;
  }
  const office = OOXML[ext];
  if (office) {
    // An Office document's parts; another application's folder (an .xlsx's xl/ under .docx) is a mismatch.
    const isOoxml = names.some(
      (n) => n === '[Content_Types].xml' || n.startsWith('_rels/') || n.startsWith('docProps/') || n.startsWith(office.folder),
    );
    const otherApp = Object.values(OOXML).some((o) => o !== office && names.some((n) => n.startsWith(o.folder)));
    return isOoxml && !otherApp ? office.type : null;
  }
  return null;
}

function textType(bytes: Uint8Array, ext: string): string | null {
  const type = TEXT[ext];
  if (!type || bytes.includes(0)) return null;
  let text: string;
  try {
    // A multi-byte character cut at the end of the sniffed bytes is not a fault: drop up to 3 trailing bytes.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(trimPartial(bytes));
  } catch {
    return null;
  }
  // Control characters other than tab, newlines and form feed mean a binary format we do not know.
  // eslint-disable-next-line no-control-regex
  if (/[\u0001-\u0008\u000b\u000e-\u001a\u001c-\u001f\u007f]/.test(text)) return null;
  if (WHITESPACE_RUN.test(text)) return null;
  if (TEXT_MARKUP.test(text) || PAGE_START.test(text.replace(LEADING_WHITESPACE, ''))) return null;
  return type;
}

function trimPartial(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  // Walk back over continuation bytes to the last lead byte and drop it if its character is incomplete.
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const b = bytes[end - back]!;
    if ((b & 0xc0) === 0x80) continue;
    const needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    if (needed > back) end -= back;
    break;
  }
  return bytes.subarray(0, end);
}

/**
 * The content type to store and serve, or null when the file is refused: its content is not an accepted kind, its
 * extension is not one of that kind's, or it carries markup. `name` must already be cleaned (file-name.ts).
 */
export function sniffFileType(bytes: Uint8Array, name: string): string | null {
  if (bytes.length === 0) return null;
  const ext = extensionOf(name);
  if (!FILE_EXTENSIONS_ACCEPTED.includes(ext)) return null;
  if (PROGRAMS.some((signature) => startsWith(bytes, signature))) return null;
  // An archive holds whatever files it holds, pages included; no browser renders one, so only its name must agree.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return zipType(bytes, ext);
  if (startsWith(bytes, [0x1f, 0x8b])) return ext === 'gz' || ext === 'tgz' ? 'application/gzip' : null;
  if (ACTIVE_MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'))) return null;
  const signed = SIGNED.find((kind) => kind.matches(bytes));
  if (signed) return signed.extensions.includes(ext) ? signed.type : null;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return OLE[ext] ?? null;
  return textType(bytes, ext);
}
