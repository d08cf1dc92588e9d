import { Download, FileText, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { FileDto } from '@shared/schemas/files';
import { formatDateTime } from '../../lib/format';
import { Button } from '../button';
import { formatFileSize } from './file-size';
import * as filesWords from '../../lib/messages/files';

export interface FileRowProps {
  file: FileDto;
  /** Show where it is attached (the project's list), with a link to it. */
  showAttachedTo?: boolean;
  onDelete?: (file: FileDto) => void;
}

/** One file: its name (the download), size, who shared it and when, where it is attached, and Remove where allowed. */
export function FileRow({ file, showAttachedTo = false, onDelete }: FileRowProps) {
  const who = file.uploadedBy ? `${file.uploadedBy.firstName} ${file.uploadedBy.lastName}` : filesWords.t('files.unknownUser');
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <a href={file.downloadUrl} download={file.name} className="break-all font-medium text-primary hover:underline">
          {file.name}
        </a>
        <p className="text-xs text-muted-foreground">
          {formatFileSize(file.size)} · {who} · {formatDateTime(file.createdAt)}
          {file.staffOnly ? ` · ${filesWords.t('files.staffOnly')}` : ''}
        </p>
        {showAttachedTo ? (
          <p className="text-xs text-muted-foreground">
            {file.attachedTo.link ? (
              <Link to={file.attachedTo.link} className="hover:underline">
                {file.attachedTo.label}
              </Link>
            ) : (
              file.attachedTo.label
            )}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-1">
        <Button asChild variant="ghost" size="sm">
          <a href={file.downloadUrl} download={file.name} aria-label={filesWords.t('files.download', { name: file.name })}>
            <Download aria-hidden className="size-4" />
          </a>
        </Button>
        {onDelete && file.can.delete ? (
          <Button variant="ghost" size="sm" aria-label={filesWords.t('files.remove', { name: file.name })} onClick={() => onDelete(file)}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
