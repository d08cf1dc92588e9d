import { Paperclip, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { FILE_ACCEPT, FILE_MAX_BYTES, type FileDto, type FileEntityType } from '@shared/schemas/files';
import { errorMessage } from '../../lib/api';
import { Button } from '../button';
import { ProgressBar } from '../progress-bar';
import { SectionCard } from '../section-card';
import { DeleteFileDialog } from './delete-file-dialog';
import { FileRow } from './file-row';
import { uploadFile, useRecordFiles } from './files-api';
import { invalidateFor } from '@web/lib/invalidate';
import * as filesWords from '../../lib/messages/files';

export interface AttachmentsProps {
  entityType: FileEntityType;
  entityId: string;
  /** The panel's heading ('Files'). */
  title?: string;
  /** Without its own card: inside another panel (a comment, a milestone row). */
  bare?: boolean;
}

/**
 * The files shared on one record: each with its size, who shared it and when, a download link and Remove where the
 * server allows it, and an upload button with progress and the server's reason when a file is refused.
 */
export function Attachments({ entityType, entityId, title, bare = false }: AttachmentsProps) {
  const files = useRecordFiles(entityType, entityId);
  const heading = title ?? filesWords.t('files.title');
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<FileDto | null>(null);

  const send = async (file: File) => {
    setError(null);
    // The server refuses it too; saying so at once spares sending 25 MB for nothing.
    if (file.size > FILE_MAX_BYTES) return setError(filesWords.t('files.tooLarge'));
    setProgress(0);
    try {
      const stored = await uploadFile({ entityType, entityId }, file, setProgress);
      toast.success(filesWords.t('files.shared'), { description: stored.name });
      await invalidateFor(client, 'file');
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const items = files.data?.items ?? [];
  const canAttach = files.data?.canAttach ?? false;
  const action = canAttach ? (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={FILE_ACCEPT}
        className="sr-only"
        aria-label={filesWords.t('files.addTo', { type: entityType })}
        disabled={progress !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button variant="secondary" size="sm" disabled={progress !== null} onClick={() => input.current?.click()}>
        <Upload aria-hidden className="size-4" />
        {filesWords.t('files.add')}
      </Button>
    </>
  ) : null;

  const body = (
    <div className="flex flex-col gap-2">
      {progress !== null ? <ProgressBar value={progress * 100} label={filesWords.t('files.uploadProgress')} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {files.isError ? (
        <p className="text-sm text-danger">{filesWords.t('files.loadFailed', { error: errorMessage(files.error) })}</p>
      ) : files.isPending ? (
        <p className="text-sm text-muted-foreground">{filesWords.t('files.loading')}</p>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Paperclip aria-hidden className="size-4" />
          {filesWords.t('files.none')}
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label={heading}>
          {items.map((file) => (
            <FileRow key={file.id} file={file} onDelete={setRemoving} />
          ))}
        </ul>
      )}
      <DeleteFileDialog file={removing} onClose={() => setRemoving(null)} />
    </div>
  );

  if (bare) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-medium text-foreground">{heading}</h3>
          {action}
        </div>
        {body}
      </div>
    );
  }
  return (
    <SectionCard title={heading} idPrefix={`${entityType}-${entityId}`} action={action} className="mt-4">
      {body}
    </SectionCard>
  );
}
