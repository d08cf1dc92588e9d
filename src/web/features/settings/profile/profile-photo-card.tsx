import type { Me } from '@shared/schemas/me';
import { AVATAR_MAX_BYTES } from '@shared/schemas/profile';
import { Avatar } from '../../../components/avatar';
import { Card } from '../../../components/card';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';
import { t } from '@web/lib/messages/account';
import { ImageFileField } from '../image-file-field';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file-check';

/** The picture block of Profile Settings: the current picture (or initials), upload and remove. */
export function ProfilePhotoCard({ user }: { user: Me['user'] }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">{t('account.photo.title')}</h2>
      <div className="mt-4">
        <ImageFileField
          preview={<Avatar src={user.avatarUrl} firstName={user.firstName} lastName={user.lastName} fallback={user.email} size="xl" />}
          hasImage={Boolean(user.avatarUrl)}
          accept={AVATAR_ACCEPT}
          fileLabel={t('account.photo.fileLabel')}
          uploadLabel={t('account.photo.upload')}
          hint={t('account.photo.hint', { size: String(AVATAR_MAX_BYTES / 1024) })}
          check={avatarFileProblem}
          upload={upload}
          remove={remove}
          messages={{
            uploaded: t('account.photo.uploaded'),
            removed: t('account.photo.removed'),
            removeFailed: t('account.photo.removeFailed'),
          }}
        />
      </div>
    </Card>
  );
}
