import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../lib/current-user';
import { ProfileDetailsForm } from './profile/profile-details-form';
import { ProfilePhotoCard } from './profile/profile-photo-card';

export function ProfileSettingsPage() {
  const { me } = useCurrentUser();
  if (!me) return null;
  return (
    <>
      <BackLink to="/settings">Back to Settings</BackLink>
      <PageHeader title="Profile Settings" subtitle="Your name and photo, as your team sees them" />
      <div className="max-w-2xl space-y-6">
        <ProfilePhotoCard user={me.user} />
        {/* Keyed by the user so the form starts from their saved names. */}
        <ProfileDetailsForm key={me.user.id} user={me.user} />
      </div>
    </>
  );
}
