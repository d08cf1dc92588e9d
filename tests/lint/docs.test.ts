/**
 * The documents that describe the code stay true to it: the layout block of docs/architecture.md names every folder
 * of the places it covers and nothing that is not there, and every decision record says under its title whether it
 * still holds (docs/architecture.md, conventions).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ARCHITECTURE = path.join(ROOT, 'docs/architecture.md');
const DECISIONS = path.join(ROOT, 'docs/decisions');

/** The folders whose every sub-folder the layout must list. */
const COVERED = [
  'src/shared',
  'src/server',
  'src/server/features',
  'src/web',
  'src/web/features',
  'src/web/features/settings',
  'tests',
  'tests/api',
];

/**
 * The paths of the layout block: the first fenced block under "## Layout", one entry per line, indented two spaces per
 * level, folders ending in `/`, a description after two spaces or more.
 */
function layoutPaths(markdown: string): string[] {
  const section = markdown.split(/^## Layout\s*$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error('docs/architecture.md has no "## Layout" section');
  const block = section.match(/^```[a-z]*\n([\s\S]*?)^```/m)?.[1];
  if (!block) throw new Error('The "## Layout" section has no fenced block');
  const parents: string[] = [];
  const paths: string[] = [];
  for (const [index, line] of block.split('\n').entries()) {
    if (!line.trim()) continue;
    const entry = line.match(/^( *)(\S+)(?: {2,}\S.*)?$/);
    const where = `layout line ${index + 1} ("${line.trim()}")`;
    if (!entry) throw new Error(`${where}: a name, then its description after two spaces`);
    const [, indent, name] = entry as unknown as [string, string, string];
    if (indent.length % 2 !== 0) throw new Error(`${where}: indented by an odd number of spaces`);
    const depth = indent.length / 2;
    if (depth > parents.length) throw new Error(`${where}: indented deeper than the folder above it`);
    if (!/^[\w.@-]+\/?$/.test(name)) throw new Error(`${where}: "${name}" is not one file or folder name`);
    parents.length = depth;
    const full = parents.join('') + name;
    paths.push(full);
    if (name.endsWith('/')) parents.push(name);
  }
  return paths;
}

function subFolders(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}/`);
}

describe('docs/architecture.md layout', () => {
  const listed = layoutPaths(readFileSync(ARCHITECTURE, 'utf8'));

  it('names only files and folders that exist', () => {
    const missing = listed.filter((entry) => {
      const full = path.join(ROOT, entry);
      if (!existsSync(full)) return true;
      return entry.endsWith('/') !== statSync(full).isDirectory();
    });
    expect(missing, 'listed in the layout but not in the tree (or a folder listed as a file)').toEqual([]);
  });

  it('names every folder of the places it covers', () => {
    const listedSet = new Set(listed);
    const unlisted = COVERED.flatMap((folder) => [`${folder}/`, ...subFolders(folder)]).filter((folder) => !listedSet.has(folder));
    expect(unlisted, 'in the tree but not in the layout of docs/architecture.md').toEqual([]);
  });

  it('names each path once', () => {
    const twice = listed.filter((entry, index) => listed.indexOf(entry) !== index);
    expect(twice).toEqual([]);
  });
});

interface DecisionRecord {
  file: string;
  number: string;
  status: string | undefined;
}

function decisionRecords(): DecisionRecord[] {
  return readdirSync(DECISIONS)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const lines = readFileSync(path.join(DECISIONS, file), 'utf8').split('\n');
      const title = lines.findIndex((line) => line.startsWith('# '));
      const next = lines.slice(title + 1).find((line) => line.trim() !== '');
      return { file, number: file.slice(0, 4), status: next?.match(/^Status: (.+)$/)?.[1] };
    });
}

/** `accepted`, or `amended by` / `superseded by` one or more records, each a link to its file. */
const STATUS = /^(accepted|(amended|superseded) by (\[\d{4}\]\(\d{4}-[^)]+\.md\))((, | and )\[\d{4}\]\(\d{4}-[^)]+\.md\))*)$/;

describe('decision records', () => {
  const records = decisionRecords();
  const files = new Set(records.map((record) => record.file));

  it('each has a status line under its title', () => {
    const without = records.filter((record) => !record.status || !STATUS.test(record.status)).map((record) => record.file);
    expect(without, 'first line after the title: "Status: accepted", or "Status: amended|superseded by [NNNN](NNNN-title.md)"').toEqual([]);
  });

  it('each record that amends or supersedes another exists, is later, and is linked by its file name', () => {
    const wrong: string[] = [];
    for (const record of records) {
      for (const [, number, file] of (record.status ?? '').matchAll(/\[(\d{4})\]\(([^)]+)\)/g)) {
        if (!files.has(file!) || !file!.startsWith(`${number}-`)) wrong.push(`${record.file}: ${file} is not a decision record`);
        else if (number! <= record.number) wrong.push(`${record.file}: ${number} is not a later record`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('each has its row in docs/README.md', () => {
    const readme = readFileSync(path.join(ROOT, 'docs/README.md'), 'utf8');
    const unlisted = records.filter((record) => !readme.includes(`(decisions/${record.file})`)).map((record) => record.file);
    expect(unlisted).toEqual([]);
  });
});
