import type { Me } from '@shared/schemas/me';
import { AVATAR_MAX_BYTES } from '@shared/schemas/profile';
import { Avatar } from '../../../components/avatar';
import { Card } from '../../../components/card';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';
import { ImageFileField } from '../image-file-field';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file-check';

/** The picture block of Profile Settings: the current picture (or initials), upload and remove. */
export function ProfilePhotoCard({ user }: { user: Me['user'] }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">Photo</h2>
      <div className="mt-4">
        <ImageFileField
          preview={<Avatar src={user.avatarUrl} firstName={user.firstName} lastName={user.lastName} fallback={user.email} size="xl" />}
          hasImage={Boolean(user.avatarUrl)}
          accept={AVATAR_ACCEPT}
          fileLabel="Profile photo file"
          uploadLabel="Upload photo"
          hint={`PNG, JPEG, WebP or GIF, at most ${AVATAR_MAX_BYTES / 1024} KB. Everyone in the portal sees it.`}
          check={avatarFileProblem}
          upload={upload}
          remove={remove}
          messages={{ uploaded: 'Photo updated', removed: 'Photo removed', removeFailed: 'Failed to remove photo' }}
        />
      </div>
    </Card>
  );
}
