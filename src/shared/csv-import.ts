/**
 * What a CSV import can fill, per kind, and how a file's columns are matched to it (docs/decisions/0062-csv-import.md).
 * Shared: the server applies the mapping, the browser shows it and lets the user change it. The exports' own headers
 * (src/server/features/clients/routes.ts, src/server/features/tasks/routes.ts) are each field's label, so an export
 * maps back exactly.
 */
import type { TaskStatus } from './enums';

export const IMPORT_KINDS = ['clients', 'tasks'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportField {
  key: string;
  /** The export's header for it, and the column the mapping shows. */
  label: string;
  required?: boolean;
  /** Other headers people use for it (compared without case, spaces or punctuation). */
  aliases: string[];
}

export const IMPORT_FIELDS: Record<ImportKind, ImportField[]> = {
  clients: [
    {
      key: 'name',
      label: 'Company',
      required: true,
      aliases: ['company name', 'client', 'client name', 'name', 'organisation', 'organization', 'business'],
    },
    { key: 'contactPerson', label: 'Contact person', required: true, aliases: ['contact', 'contact name', 'primary contact', 'full name'] },
    { key: 'email', label: 'Email', required: true, aliases: ['e-mail', 'email address', 'mail', 'contact email'] },
    { key: 'phone', label: 'Phone', aliases: ['telephone', 'tel', 'phone number', 'mobile'] },
    { key: 'website', label: 'Website', aliases: ['web', 'url', 'site', 'homepage'] },
    { key: 'industry', label: 'Industry', aliases: ['sector'] },
    { key: 'status', label: 'Status', aliases: ['client status'] },
    { key: 'billingAddress', label: 'Billing address', aliases: ['address', 'postal address'] },
    { key: 'taxId', label: 'Tax ID', aliases: ['vat', 'vat number', 'vat id', 'tax number'] },
    { key: 'currency', label: 'Currency', aliases: [] },
    { key: 'notes', label: 'Notes', aliases: ['note', 'comments', 'remarks'] },
  ],
  tasks: [
    { key: 'title', label: 'Title', required: true, aliases: ['task', 'task title', 'name', 'summary'] },
    { key: 'description', label: 'Description', aliases: ['details', 'body'] },
    { key: 'client', label: 'Client', aliases: ['client name', 'company', 'customer'] },
    { key: 'project', label: 'Project', aliases: ['project name'] },
    { key: 'milestone', label: 'Milestone', aliases: ['milestone name', 'phase'] },
    { key: 'assignee', label: 'Assigned to', aliases: ['assignee', 'owner', 'assigned', 'assigned to email'] },
    { key: 'type', label: 'Type', aliases: ['task type', 'kind'] },
    { key: 'status', label: 'Status', aliases: ['task status'] },
    { key: 'priority', label: 'Priority', aliases: [] },
    { key: 'dueDate', label: 'Due date', aliases: ['due', 'deadline', 'due on'] },
  ],
};

/** A field key -> the file's column header it reads, or null for none. */
export type ColumnMapping = Record<string, string | null>;

const simplified = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Each field's column: a header equal to its label first (the exports), then one of its aliases. A column is used by
 * one field at most; a field no header names is left unmapped.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<string>();
  const pick = (field: ImportField, names: string[]) => {
    const wanted = new Set(names.map(simplified));
    return headers.find((h) => !taken.has(h) && wanted.has(simplified(h)));
  };
  const fields = IMPORT_FIELDS[kind];
  for (const pass of ['label', 'alias'] as const) {
    for (const field of fields) {
      if (mapping[field.key]) continue;
      const header = pick(field, pass === 'label' ? [field.label] : field.aliases);
      if (header !== undefined) {
        mapping[field.key] = header;
        taken.add(header);
      }
    }
  }
  for (const field of fields) mapping[field.key] ??= null;
  return mapping;
}

/** The most rows one file may hold (decision 0062: 10,000 import in a few seconds; beyond twice that, a second file). */
export const MAX_IMPORT_ROWS = 20_000;

/**
 * Where a row's error can be read: the file's column for a mapped field ("E-mail address"), the field's label and
 * "no column chosen" for an unmapped one (a required Client, say), the key itself for anything else. The preview
 * lists these beside the cells, and the rejected rows' CSV writes them in its Errors column.
 */
export function errorColumnName(kind: ImportKind, key: string, mapping: ColumnMapping): string {
  const field = IMPORT_FIELDS[kind].find((f) => f.key === key);
  if (!field) return key;
  const header = mapping[key];
  return header ? header : `${field.label} (no column chosen)`;
}

/** A row's errors as one line: "Email: Enter a valid email address; Client (no column chosen): Select a client". */
export function errorSummary(kind: ImportKind, errors: Record<string, string>, mapping: ColumnMapping): string {
  return Object.entries(errors)
    .map(([key, message]) => `${errorColumnName(kind, key, mapping)}: ${message}`)
    .join('; ');
}

const loose = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What other tools call a task's state (Asana, Trello, Jira, spreadsheets), compared without case or spaces. */
const TASK_STATUS_WORDS: Record<string, TaskStatus> = Object.fromEntries(
  (
    [
      [['Not started', 'To do', 'Todo', 'Open', 'New', 'Backlog', 'Pending'], 'pending'],
      [['In progress', 'Doing', 'Started', 'Active', 'Ongoing', 'Working on it'], 'in_progress'],
      [['Done', 'Complete', 'Completed', 'Closed', 'Finished', 'Resolved'], 'completed'],
    ] as const
  ).flatMap(([words, status]) => words.map((w) => [loose(w), status])),
);

/** A spreadsheet's task status as ours, or the text unchanged (the schema then refuses it with its own message). */
export function taskStatusOf(value: string): string {
  return TASK_STATUS_WORDS[loose(value)] ?? value;
}

/**
 * A website as typed in spreadsheets, "www.x.example" or "x.example/about", stored as an https address; one with a
 * scheme, or anything that is no host name, is left for the schema to judge.
 */
export function websiteOf(value: string): string {
  const v = value.trim();
  if (!v || /^[a-z][a-z0-9+.-]*:\/\//i.test(v)) return v;
  return /^[^\s/@:]+\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i.test(v) ? `https://${v}` : v;
}
