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
import { formatNumber } from '../../lib/format';
import * as filesWords from '../../lib/messages/files';

/** A project's Files tab: every file shared on its tasks, comments, milestones, messages and requests, newest first. */
export function ProjectFiles({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1);
  const files = useProjectFiles(projectId, page);
  const [removing, setRemoving] = useState<FileDto | null>(null);

  if (files.isError) return <p className="text-sm text-danger">{filesWords.t('files.loadFailed', { error: errorMessage(files.error) })}</p>;
  if (files.isPending) return <p className="text-sm text-muted-foreground">{filesWords.t('files.loading')}</p>;
  const { items, total, pageSize } = files.data;
  if (total === 0) {
    return <EmptyState icon={FolderOpen} title={filesWords.t('files.noneYet')} description={filesWords.t('files.projectEmpty')} />;
  }
  return (
    <SectionCard title={filesWords.t('files.titleCount', { count: formatNumber(total) })} idPrefix="project">
      <ul className="divide-y divide-border" aria-label={filesWords.t('files.project')}>
        {items.map((file) => (
          <FileRow key={file.id} file={file} showAttachedTo onDelete={setRemoving} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        onPageChange={setPage}
        label={filesWords.t('files.pages')}
        className="mt-3"
      />
      <DeleteFileDialog file={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}
