import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { t } from '@web/lib/messages/account';

interface ImageFileFieldProps {
  /** The current picture, or what stands in for it. */
  preview: ReactNode;
  hasImage: boolean;
  accept: string;
  /** The hidden file input's name ('Logo file'). */
  fileLabel: string;
  /** The upload button's words ('Upload logo'). */
  uploadLabel: string;
  /** The accepted types and size, under the buttons. */
  hint: ReactNode;
  /** What is wrong with a chosen file, said at once (the server checks the bytes again); null when nothing is. */
  check: (file: File) => string | null;
  upload: { isPending: boolean; mutateAsync: (file: File) => Promise<unknown> };
  remove: { isPending: boolean; mutateAsync: () => Promise<unknown> };
  messages: { uploaded: string; removed: string; removeFailed: string };
}

/** A picture the user uploads or removes (the agency logo, a profile photo): file checks, buttons, toasts and the problem said. */
export function ImageFileField({
  preview,
  hasImage,
  accept,
  fileLabel,
  uploadLabel,
  hint,
  check,
  upload,
  remove,
  messages,
}: ImageFileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const found = check(file);
    setProblem(found);
    if (found) return;
    try {
      await upload.mutateAsync(file);
      toast.success(messages.uploaded);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      toast.success(messages.removed);
    } catch (error) {
      toast.error(messages.removeFailed, { description: errorMessage(error) });
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {preview}
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={accept}
            className="sr-only"
            tabIndex={-1}
            aria-label={fileLabel}
            aria-describedby={hintId}
            onChange={(event) => void onFile(event)}
          />
          <Button variant="secondary" disabled={busy} onClick={() => inputRef.current?.click()}>
            <ImageUp aria-hidden />
            {upload.isPending ? t('account.image.uploading') : uploadLabel}
          </Button>
          {hasImage ? (
            <Button variant="ghost" disabled={busy} onClick={() => void onRemove()}>
              <Trash2 aria-hidden />
              {remove.isPending ? t('account.image.removing') : t('account.image.remove')}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
        {problem ? (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
