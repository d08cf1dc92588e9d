/**
 * What a shared file really is, from its first bytes (decision 0039). The name and the declared Content-Type come from
 * the uploader and are never trusted to decide; the name only tells which kind of ZIP or OLE document a file is.
 * Accepted: PNG, JPEG, GIF, WebP; PDF; ZIP and the formats built on it (Word, Excel, PowerPoint, OpenDocument); the
 * older Office formats; gzip; RTF; MP4/QuickTime video; MP3 audio; UTF-8 text (plain, CSV, Markdown, JSON).
 * Refused: programs (Windows, Linux, macOS, scripts starting with #!), HTML, SVG and XML, and anything not above.
 */

/** How many first bytes the check reads before deciding. */
export const SNIFF_BYTES = 4096;

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const OFFICE_BY_EXTENSION: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};
const OLE_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const PROGRAMS = [
  ascii('MZ'), // Windows .exe/.dll
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal, Java class
  ascii('#!'), // scripts
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];

/** Markup a browser could run or render as a page, anywhere in the first bytes of a "text" file. */
const MARKUP = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|meta|\?xml|xml)\b/i;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

function textType(bytes: Uint8Array, name: string): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    // A multi-byte character cut at the end of the sniffed bytes is not a fault: drop up to 3 trailing bytes.
    text = new TextDecoder('utf-8', { fatal: true }).decode(trimPartial(bytes));
  } catch {
    return null;
  }
  if (MARKUP.test(text)) return null;
  // Control characters other than tab, newlines and form feed mean a binary format we do not know.
  // eslint-disable-next-line no-control-regex
  if (/[\u0001-\u0008\u000b\u000e-\u001a\u001c-\u001f\u007f]/.test(text)) return null;
  const ext = extensionOf(name);
  if (ext === 'csv') return 'text/csv';
  if (ext === 'md' || ext === 'markdown') return 'text/markdown';
  if (ext === 'json') return 'application/json';
  return 'text/plain';
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

/** The content type to store and serve, or null when the file is of a kind that is refused. */
export function sniffFileType(bytes: Uint8Array, name: string): string | null {
  if (bytes.length === 0) return null;
  if (PROGRAMS.some((signature) => startsWith(bytes, signature))) return null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return OFFICE_BY_EXTENSION[extensionOf(name)] ?? 'application/zip';
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return OLE_BY_EXTENSION[extensionOf(name)] ?? 'application/x-ole-storage';
  }
  if (startsWith(bytes, [0x1f, 0x8b])) return 'application/gzip';
  if (startsWith(bytes, ascii('{\\rtf'))) return 'application/rtf';
  if (startsWith(bytes, ascii('ftyp'), 4)) return startsWith(bytes, ascii('qt  '), 8) ? 'video/quicktime' : 'video/mp4';
  if (startsWith(bytes, ascii('ID3')) || startsWith(bytes, [0xff, 0xfb])) return 'audio/mpeg';
  // A UTF-8 byte-order mark is fine on text.
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  return textType(body, name);
}
