import { toast } from '../../../lib/toast';
import { QueryBody } from '../../../components/query-body';
import { Skeleton } from '../../../components/skeleton';
import { AccountSection } from '../account-section';
import { useNotificationPreferences } from '../api/notification-preferences';
import { NotificationPreferencesForm } from './notification-preferences-form';

/** 'Notifications' on Account Settings: per kind that applies to the user's role, in the bell, by e-mail, both or neither. */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  return (
    <AccountSection
      id="notifications"
      title="Notifications"
      description="Choose how you hear about each kind of news: in the portal's bell, by e-mail, both, or not at all."
    >
      <QueryBody query={preferences} loading={<Skeleton className="h-32 w-full" />}>
        {(data) => <NotificationPreferencesForm preferences={data} onSaved={() => toast.success('Notification settings saved')} />}
      </QueryBody>
    </AccountSection>
  );
}
