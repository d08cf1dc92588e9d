import { describe, expect, it } from 'vitest';
import { guessMapping } from '../shared/csv-import';
import { toCsv } from './csv';
import { readCsv } from './csv-read';

describe('reading an imported CSV', () => {
  it('reads quotes, embedded line breaks and CRLF', () => {
    const t = readCsv('Company,Notes\r\n"Acme, Inc.","say ""hi""\r\nthere"\r\nPiñon Ridge Academy,\r\n');
    expect(t.headers).toEqual(['Company', 'Notes']);
    expect(t.rows).toEqual([
      { row: 2, cells: { Company: 'Acme, Inc.', Notes: 'say "hi"\r\nthere' } },
      { row: 3, cells: { Company: 'Piñon Ridge Academy', Notes: '' } },
    ]);
    expect(t.delimiter).toBe(',');
  });

  it('drops a UTF-8 byte-order mark and reads semicolons from European Excel', () => {
    const t = readCsv('\uFEFFCompany;Email\nMüller GmbH;info@mueller.example\n');
    expect(t.headers).toEqual(['Company', 'Email']);
    expect(t.delimiter).toBe(';');
    expect(t.rows[0]?.cells).toEqual({ Company: 'Müller GmbH', Email: 'info@mueller.example' });
  });

  it('skips blank lines, names blank and repeated headers, and fills short rows', () => {
    const t = readCsv('Title,,Title\n\nA\n , ,\n');
    expect(t.headers).toEqual(['Title', 'Column 2', 'Title (2)']);
    expect(t.rows).toEqual([{ row: 2, cells: { Title: 'A', 'Column 2': '', 'Title (2)': '' } }]);
  });

  it('reads back what the export wrote, formulas defused and all', () => {
    const csv = toCsv(
      ['Company', 'Phone'],
      [
        ['=cmd', '+1 555 0100'],
        ['Zoë, "Z" & Co\nLtd', '-'],
      ],
    );
    const t = readCsv(csv);
    expect(t.rows.map((r) => r.cells)).toEqual([
      { Company: '=cmd', Phone: '+1 555 0100' },
      { Company: 'Zoë, "Z" & Co\nLtd', Phone: '-' },
    ]);
  });
});

describe('guessing the column mapping', () => {
  it("maps the exports' own headers exactly", () => {
    const headers = ['Company', 'Contact person', 'Email', 'Phone', 'Website', 'Industry', 'Status', 'Billing address', 'Notes', 'Created'];
    expect(guessMapping('clients', headers)).toEqual({
      name: 'Company',
      contactPerson: 'Contact person',
      email: 'Email',
      phone: 'Phone',
      website: 'Website',
      industry: 'Industry',
      status: 'Status',
      billingAddress: 'Billing address',
      taxId: null,
      currency: null,
      notes: 'Notes',
    });
    const tasks = guessMapping('tasks', [
      'Title',
      'Client',
      'Project',
      'Milestone',
      'Assigned to',
      'Type',
      'Status',
      'Priority',
      'Due date',
      'Updated',
    ]);
    expect(tasks).toMatchObject({
      title: 'Title',
      client: 'Client',
      project: 'Project',
      assignee: 'Assigned to',
      dueDate: 'Due date',
      description: null,
    });
  });

  it('guesses from the names people use, each column once', () => {
    expect(guessMapping('clients', ['Company Name', 'E-mail', 'Contact', 'Tel.', 'Name'])).toMatchObject({
      name: 'Company Name',
      email: 'E-mail',
      contactPerson: 'Contact',
      phone: 'Tel.',
    });
    expect(guessMapping('tasks', ['Deadline', 'Task', 'Assignee'])).toMatchObject({
      title: 'Task',
      dueDate: 'Deadline',
      assignee: 'Assignee',
    });
  });
});
