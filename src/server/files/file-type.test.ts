import { describe, expect, it } from 'vitest';
import { demoBytes } from '../db/seed/demo-files';
import { sniffFileType } from './file-type';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

describe('sniffFileType', () => {
  it('knows the accepted kinds by their first bytes, whatever they are called', () => {
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'a.txt')).toBe('image/png');
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]), 'a')).toBe('image/jpeg');
    expect(sniffFileType(bytes('%PDF-1.7'), 'a.exe')).toBe('application/pdf');
    expect(sniffFileType(bytes('PK', [3, 4, 20, 0]), 'plan.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(sniffFileType(bytes('PK', [3, 4, 20, 0]), 'plan.bin')).toBe('application/zip');
    expect(sniffFileType(bytes('name,amount\nAda,3\n'), 'export.csv')).toBe('text/csv');
    expect(sniffFileType(bytes('Plain words, café ☕'), 'notes')).toBe('text/plain');
  });

  it('refuses programs, markup and unknown binaries', () => {
    expect(sniffFileType(bytes('MZ', [0x90, 0, 3]), 'report.pdf')).toBeNull();
    expect(sniffFileType(bytes([0x7f], 'ELF', [2, 1]), 'a.png')).toBeNull();
    expect(sniffFileType(bytes('#!/bin/sh\nrm -rf /\n'), 'notes.txt')).toBeNull();
    expect(sniffFileType(bytes('hello <script>alert(1)</script>'), 'a.txt')).toBeNull();
    expect(sniffFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png')).toBeNull();
    expect(sniffFileType(bytes('<?xml version="1.0"?><a/>'), 'a.xml')).toBeNull();
    expect(sniffFileType(bytes([0, 1, 2, 3, 4, 5]), 'data')).toBeNull();
    expect(sniffFileType(new Uint8Array(), 'empty.txt')).toBeNull();
  });

  it('accepts text whose first bytes end inside a character', () => {
    const text = Buffer.from('é'.repeat(3000), 'utf8').subarray(0, 4095);
    expect(sniffFileType(text, 'a.txt')).toBe('text/plain');
  });

  it("accepts the demo's generated files as what they are named", () => {
    expect(sniffFileType(demoBytes('home-page-mockup.png'), 'home-page-mockup.png')).toBe('image/png');
    expect(sniffFileType(demoBytes('project-brief.pdf'), 'project-brief.pdf')).toBe('application/pdf');
  });
});
