import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { PageHeader } from './page-header';
import * as common from '../lib/messages/common';

export interface RecordHeaderProps {
  /** The record's name: the heading and the browser tab's title. */
  name: string;
  subtitle: ReactNode;
  /** 'Edit Project'. */
  editLabel: string;
  /** Absent when the server says the caller may not edit it (the record's `can`). */
  onEdit?: (() => void) | undefined;
  /** Absent when the caller may not delete it. */
  onDelete?: (() => void) | undefined;
}

/** A record screen's heading, with Edit and Delete where the caller may use them. */
export function RecordHeader({ name, subtitle, editLabel, onEdit, onDelete }: RecordHeaderProps) {
  return (
    <PageHeader
      title={<span className="break-words">{name}</span>}
      documentTitle={name}
      subtitle={subtitle}
      actions={
        onEdit || onDelete ? (
          <>
            {onEdit ? (
              <Button variant="secondary" onClick={onEdit}>
                <Pencil aria-hidden />
                {editLabel}
              </Button>
            ) : null}
            {onDelete ? (
              <Button variant="danger" onClick={onDelete}>
                <Trash2 aria-hidden />
                {common.t('common.delete')}
              </Button>
            ) : null}
          </>
        ) : null
      }
    />
  );
}
