import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, type FileDto } from '@shared/schemas/files';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { Attachments } from './attachments';
import { formatFileSize } from './file-size';

resetAfterEach();

const file = (over: Partial<FileDto>): FileDto => ({
  id: 'f-1',
  name: 'brief.pdf',
  size: 1536,
  contentType: 'application/pdf',
  entityType: 'task',
  entityId: 't-1',
  projectId: 'p-1',
  attachedTo: { label: 'Task: Launch', link: '/tasks/t-1' },
  uploadedBy: { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' },
  createdAt: '2026-03-01T10:00:00.000Z',
  downloadUrl: '/api/files/f-1/download',
  can: { delete: false },
  ...over,
});

describe('Attachments', () => {
  it('lists each file with its download link, size and who shared it; Remove only where the server allows', async () => {
    stubFetch(() => json({ items: [file({}), file({ id: 'f-2', name: 'mine.png', size: 200, can: { delete: true } })], canAttach: true }));
    renderWithQueries(<Attachments entityType="task" entityId="t-1" />, { at: '/tasks/t-1' });
    const link = await screen.findByRole('link', { name: 'brief.pdf' });
    expect(link.getAttribute('href')).toBe('/api/files/f-1/download');
    expect(screen.getByText(/1\.5 KB · Ada Lovelace/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove brief.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove mine.png' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add file' })).toBeTruthy();
  });

  it('has no upload button where the server says the caller cannot attach, and says when there is nothing', async () => {
    stubFetch(() => json({ items: [], canAttach: false }));
    renderWithQueries(<Attachments entityType="milestone" entityId="m-1" />);
    expect(await screen.findByText('No files shared here yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add file' })).toBeNull();
  });

  it('refuses a file over 25 MB before sending it', async () => {
    stubFetch(() => json({ items: [], canAttach: true }));
    renderWithQueries(<Attachments entityType="task" entityId="t-1" />);
    const input = await screen.findByLabelText('Add a file to this task');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(FILE_MAX_BYTES + 1)], 'huge.zip')] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/larger than 25 MB/);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('reads as people say it', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });
});
