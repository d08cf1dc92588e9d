import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import type { FileDto } from '@shared/schemas/files';
import { errorMessage } from '../../lib/api';
import { EmptyState } from '../empty-state';
import { Pagination } from '../pagination';
import { SectionCard } from '../section-card';
import { DeleteFileDialog } from './delete-file-dialog';
import { FileRow } from './file-row';
import { useProjectFiles } from './files-api';

/** A project's Files tab: every file shared on its tasks, comments, milestones, messages and requests, newest first. */
export function ProjectFiles({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1);
  const files = useProjectFiles(projectId, page);
  const [removing, setRemoving] = useState<FileDto | null>(null);

  if (files.isError) return <p className="text-sm text-danger">Could not load the files: {errorMessage(files.error)}</p>;
  if (files.isPending) return <p className="text-sm text-muted-foreground">Loading files…</p>;
  const { items, total, pageSize } = files.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={FolderOpen}
        title="No files yet"
        description="Files shared on this project's tasks, milestones and conversation appear here."
      />
    );
  }
  return (
    <SectionCard title={`Files (${total})`} idPrefix="project">
      <ul className="divide-y divide-border" aria-label="Project files">
        {items.map((file) => (
          <FileRow key={file.id} file={file} showAttachedTo onDelete={setRemoving} />
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onPageChange={setPage} label="File pages" className="mt-3" />
      <DeleteFileDialog file={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}
