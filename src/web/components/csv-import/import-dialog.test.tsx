import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '@shared/schemas/me';
import type { ImportPreview } from '@shared/schemas/csv-import';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { ImportDialog } from './import-dialog';

resetAfterEach();

const ME: Me = {
  user: {
    id: 'u1',
    email: 'm@example.test',
    firstName: 'M',
    lastName: 'N',
    role: 'manager',
    status: 'active',
    clientId: null,
    avatarUrl: null,
  },
  capabilities: { 'tasks.manage': 'all' },
  twoFactorEnabled: false,
  twoFactorRequired: false,
};

const HEADERS = ['Name', 'Status', 'Projects'];
const GUESSED = {
  title: 'Name',
  description: null,
  client: null,
  project: null,
  milestone: null,
  assignee: null,
  type: null,
  status: 'Status',
  priority: null,
  dueDate: null,
};

/** As the server answers an Asana file with no Client column: two rows fail on the unmapped Client field. */
function previewOf(mapping: Record<string, string | null>): ImportPreview {
  const mapped = mapping.project !== null;
  return {
    headers: HEADERS,
    mapping,
    delimiter: ',',
    rows: [
      {
        row: 2,
        values: { title: 'Kick-off', status: 'Not started' },
        errors: mapped ? {} : { client: 'A client must be selected' },
        skip: null,
      },
      { row: 3, values: { title: 'Copy', status: 'Done' }, errors: mapped ? {} : { client: 'A client must be selected' }, skip: null },
      {
        row: 4,
        values: { title: '', status: 'Done' },
        errors: { title: 'Task title is required', client: 'A client must be selected' },
        skip: null,
      },
    ],
    counts: mapped ? { valid: 2, invalid: 1, skipped: 0 } : { valid: 0, invalid: 3, skipped: 0 },
  };
}

const CSV = 'Name,Status,Projects\r\nKick-off,Not started,\r\nCopy,Done,\r\n,Done,\r\n';

function open() {
  renderWithQueries(<ImportDialog kind="tasks" open onOpenChange={() => {}} />, { seed: (q) => q.setQueryData(ME_QUERY_KEY, ME) });
  const dialog = screen.getByRole('dialog', { name: 'Import tasks from CSV' });
  fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [new File([CSV], 'asana.csv', { type: 'text/csv' })] } });
  return dialog;
}

const sent = (init?: RequestInit) =>
  JSON.parse(String(init?.body ?? '{}')) as { mapping?: Record<string, string | null>; skipInvalid?: boolean };

describe('ImportDialog', () => {
  it('says why every row is red when the error is on a field no column fills', async () => {
    localStorage.clear();
    stubFetch((url, init) => (url.endsWith('/preview') ? json(previewOf(sent(init).mapping ?? GUESSED)) : json({}, 404)));
    const dialog = open();
    const summary = await within(dialog).findByRole('alert', { name: 'Errors found' });
    expect(summary.textContent).toContain('Client (no column chosen): A client must be selected (3 rows)');
    expect(summary.textContent).toContain('Name: Task title is required (1 row)');
    // The row lists the error of the hidden field in its own cell, naming it.
    const row = dialog.querySelector('tr[data-row="2"]') as HTMLElement;
    expect(within(row).getByRole('note').textContent).toBe('Client (no column chosen): A client must be selected');
    expect(within(dialog).queryByRole('button', { name: /valid row/ })).toBeNull();
  });

  it('imports the valid rows only when asked, and remembers the mapping for the next file with these columns', async () => {
    localStorage.clear();
    const calls: Array<{ url: string; body: ReturnType<typeof sent> }> = [];
    stubFetch((url, init) => {
      calls.push({ url, body: sent(init) });
      if (url.endsWith('/preview')) return json(previewOf(sent(init).mapping ?? GUESSED));
      if (url.endsWith('/api/imports/tasks')) return json({ created: 2, skipped: 0, rejected: 1 }, 201);
      return json({}, 404);
    });
    const dialog = open();
    await within(dialog).findByRole('alert', { name: 'Errors found' });
    fireEvent.change(within(dialog).getByLabelText('Project'), { target: { value: 'Projects' } });
    const partial = await within(dialog).findByRole('button', { name: 'Import 2 valid rows, skip 1' });
    // All or nothing stays the other choice, refused while a row is wrong.
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(partial);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/imports/tasks'))).toBe(true));
    const run = calls.find((c) => c.url.endsWith('/api/imports/tasks'))!;
    expect(run.body).toMatchObject({ skipInvalid: true, mapping: { project: 'Projects', status: 'Status' } });

    // The same columns again: the preview is asked with the mapping used last time.
    calls.length = 0;
    await waitFor(() => expect(localStorage.length).toBe(1));
    const again = open();
    await within(again).findByRole('button', { name: 'Import 2 valid rows, skip 1' });
    expect(calls.filter((c) => c.url.endsWith('/preview')).map((c) => c.body.mapping?.project ?? null)).toEqual([null, 'Projects']);
  });

  it('downloads the rejected rows from the server as a CSV file', async () => {
    localStorage.clear();
    const asked: string[] = [];
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:rejected');
    URL.revokeObjectURL = () => {};
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    stubFetch((url, init) => {
      asked.push(url);
      if (url.endsWith('/preview')) return json(previewOf(sent(init).mapping ?? GUESSED));
      return new Response('\uFEFFName,Status,Projects,Errors\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    });
    const dialog = open();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Download 3 rejected rows (CSV)' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(asked).toContain('/api/imports/tasks/rejected.csv');
    expect(saved).toEqual(['asana-rejected-rows.csv']);
  });
});
