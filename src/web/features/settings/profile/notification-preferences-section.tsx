import { toast } from '../../../lib/toast';
import { QueryBody } from '../../../components/query-body';
import { Skeleton } from '../../../components/skeleton';
import { t } from '@web/lib/messages/account';
import { AccountSection } from '../account-section';
import { useNotificationPreferences } from '../api/notification-preferences';
import { NotificationPreferencesForm } from './notification-preferences-form';

/** 'Notifications' on Account Settings: per kind that applies to the user's role, in the bell, by e-mail, both or neither. */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  return (
    <AccountSection id="notifications" title={t('account.notifications.title')} description={t('account.notifications.description')}>
      <QueryBody query={preferences} loading={<Skeleton className="h-32 w-full" />}>
        {(data) => <NotificationPreferencesForm preferences={data} onSaved={() => toast.success(t('account.notifications.saved'))} />}
      </QueryBody>
    </AccountSection>
  );
}
