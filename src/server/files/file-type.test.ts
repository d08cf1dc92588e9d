import { describe, expect, it } from 'vitest';
import { DISGUISED, HONEST } from '../../../tests/disguised-files';
import { FILE_EXTENSIONS_ACCEPTED } from '../../shared/schemas/files';
import { demoBytes } from '../db/seed/demo-files';
import { cleanFileName, withoutInvisible } from './file-name';
import { extensionOf, SNIFF_BYTES, sniffFileType } from './file-type';

const sniff = (bytes: Uint8Array, name: string) => sniffFileType(bytes.subarray(0, SNIFF_BYTES), cleanFileName(name));

describe('sniffFileType', () => {
  it.each(HONEST.map((f) => [f.what, f] as const))('accepts %s', (_, file) => {
    expect(sniff(file.bytes, file.name)).toBe(file.type);
  });

  it.each(DISGUISED.map((f) => [f.what, f] as const))('refuses %s', (_, file) => {
    expect(sniff(file.bytes, file.name)).toBeNull();
  });

  it('accepts some content under every extension it lists, and only those', () => {
    const accepted = new Set(HONEST.map((f) => extensionOf(f.name)));
    expect([...FILE_EXTENSIONS_ACCEPTED].sort()).toEqual([...accepted].sort());
  });

  it('refuses scripts and pages by their extension, whatever their content', () => {
    for (const ext of ['bat', 'cmd', 'ps1', 'js', 'vbs', 'html', 'htm', 'hta', 'svg', 'xml', 'exe', 'lnk', 'docm', 'rtf']) {
      expect(sniff(Buffer.from('Plain words\n'), `notes.${ext}`), ext).toBeNull();
    }
  });

  it('accepts text whose first bytes end inside a character', () => {
    const text = Buffer.from('é'.repeat(5000), 'utf8').subarray(0, SNIFF_BYTES - 1);
    expect(sniffFileType(text, 'a.txt')).toBe('text/plain');
  });

  it("accepts the demo's generated files as what they are named", () => {
    expect(sniffFileType(demoBytes('home-page-mockup.png'), 'home-page-mockup.png')).toBe('image/png');
    expect(sniffFileType(demoBytes('project-brief.pdf'), 'project-brief.pdf')).toBe('application/pdf');
  });
});

describe('file names', () => {
  it('drops control and bidirectional characters, so a name reads as what it is', () => {
    expect(cleanFileName('report\u202efdp.bat')).toBe('reportfdp.bat');
    const invisible = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
      '\u0000',
      '\u001b',
      '\u0085',
      '\u009f',
      '\u200b',
      '\ufeff',
    ];
    for (const ch of invisible) expect(cleanFileName(`a${ch}b.pdf`), ch.codePointAt(0)!.toString(16)).toBe('ab.pdf');
    expect(withoutInvisible('café ☕ (draft) — v2.pdf')).toBe('café ☕ (draft) — v2.pdf');
  });

  it('keeps the last part of a path, drops quotes and the trailing dots and spaces Windows would drop', () => {
    expect(cleanFileName('C:\\Users\\ada\\"plan".pdf')).toBe('plan.pdf');
    expect(cleanFileName('setup.bat. . ')).toBe('setup.bat');
    expect(cleanFileName('\u202e')).toBe('file');
  });
});
