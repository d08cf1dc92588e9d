import { ChevronDown, ChevronRight, Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import type { FileEntityType } from '@shared/schemas/files';
import { Button } from '../button';
import { Attachments } from './attachments';
import * as filesWords from '../../lib/messages/files';

/**
 * A "Files" button that opens a record's files in place: for records shown many to a screen (milestones, comments),
 * whose files are asked for only when someone opens them.
 */
export function AttachmentsToggle({ entityType, entityId, name }: { entityType: FileEntityType; entityId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={filesWords.t('files.of', { name })}
        onClick={() => setOpen((o) => !o)}
      >
        <Chevron aria-hidden className="size-4" />
        <Paperclip aria-hidden className="size-4" />
        {filesWords.t('files.title')}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <Attachments entityType={entityType} entityId={entityId} title={filesWords.t('files.of', { name })} bare /> : null}
      </div>
    </div>
  );
}
