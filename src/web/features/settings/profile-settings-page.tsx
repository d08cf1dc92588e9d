import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../lib/current-user';
import { t } from '@web/lib/messages/account';
import { ProfileDetailsForm } from './profile/profile-details-form';
import { ProfilePhotoCard } from './profile/profile-photo-card';

export function ProfileSettingsPage() {
  const { me } = useCurrentUser();
  if (!me) return null;
  return (
    <>
      <BackLink to="/settings">{t('account.page.backToSettings')}</BackLink>
      <PageHeader title={t('account.profile.title')} subtitle={t('account.profile.subtitle')} />
      <div className="max-w-2xl space-y-6">
        <ProfilePhotoCard user={me.user} />
        {/* Keyed by the user so the form starts from their saved names. */}
        <ProfileDetailsForm key={me.user.id} user={me.user} />
      </div>
    </>
  );
}
