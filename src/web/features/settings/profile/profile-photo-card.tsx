import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { Me } from '@shared/schemas/me';
import { AVATAR_MAX_BYTES } from '@shared/schemas/profile';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { errorMessage } from '../../../lib/api';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file-check';

/** The picture block of Profile Settings: the current picture (or initials), upload and remove. */
export function ProfilePhotoCard({ user }: { user: Me['user'] }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const found = avatarFileProblem(file);
    setProblem(found);
    if (found) return;
    try {
      await upload.mutateAsync(file);
      toast.success('Photo updated');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      toast.success('Photo removed');
    } catch (error) {
      toast.error('Failed to remove photo', { description: errorMessage(error) });
    }
  };

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">Photo</h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={user.avatarUrl} firstName={user.firstName} lastName={user.lastName} fallback={user.email} size="xl" />
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              type="file"
              accept={AVATAR_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-label="Profile photo file"
              aria-describedby={hintId}
              onChange={(event) => void onFile(event)}
            />
            <Button variant="secondary" disabled={busy} onClick={() => inputRef.current?.click()}>
              <ImageUp aria-hidden />
              {upload.isPending ? 'Uploading...' : 'Upload photo'}
            </Button>
            {user.avatarUrl ? (
              <Button variant="ghost" disabled={busy} onClick={() => void onRemove()}>
                <Trash2 aria-hidden />
                {remove.isPending ? 'Removing...' : 'Remove'}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="text-sm text-muted-foreground">
            PNG, JPEG, WebP or GIF, at most {AVATAR_MAX_BYTES / 1024} KB. Everyone in the portal sees it.
          </p>
          {problem ? (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
