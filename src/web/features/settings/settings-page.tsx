import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { can, isClient } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { AuditLogTab } from './audit-log/audit-log-tab';
import { BackgroundJobsTab } from './jobs/background-jobs-tab';
import { BillingTab } from './billing/billing-tab';
import { ClientSettingsOverview } from './client-settings-overview';
import { RolePermissionsTab } from './roles/role-permissions-tab';
import { UsersTab } from './users/users-tab';
import { WebhooksTab } from './webhooks/webhooks-tab';

const ALL_TABS = [
  { value: 'users', label: 'Users' },
  { value: 'permissions', label: 'Role Permissions' },
  { value: 'audit', label: 'Audit Log' },
  { value: 'jobs', label: 'Background jobs' },
  { value: 'billing', label: 'Billing' },
  { value: 'webhooks', label: 'Webhooks' },
] as const;
type TabKey = (typeof ALL_TABS)[number]['value'];

export function SettingsPage() {
  const { me } = useCurrentUser();
  // Client users manage their own profile and account only; users, roles and the audit log are staff matters.
  return isClient(me) ? <ClientSettingsOverview /> : <StaffSettings />;
}

function StaffSettings() {
  const { me } = useCurrentUser();
  // The Audit Log tab is offered only to those the server lets read it (super_admin and admin).
  // Likewise Background jobs (capability jobs.manage).
  // Billing (tax rates, agency details, reminders) only to those who may change it (billingSettings.manage).
  const tabs = ALL_TABS.filter(
    (t) =>
      (t.value !== 'audit' || can(me, 'audit.view')) &&
      (t.value !== 'jobs' || can(me, 'jobs.manage')) &&
      (t.value !== 'billing' || can(me, 'billingSettings.manage')) &&
      (t.value !== 'webhooks' || can(me, 'webhooks.manage')),
  );
  const isTab = (value: string | null): value is TabKey => tabs.some((t) => t.value === value);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : 'users';

  // The tab is in the address so a reload or a shared link opens the same tab; switching does not add history.
  const selectTab = (next: TabKey) =>
    setSearchParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'users') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="Settings" subtitle="Configure your workspace settings and preferences" />
      <Tabs tabs={tabs} value={tab} onValueChange={selectTab} label="Settings sections">
        {tab === 'users' ? (
          <UsersTab />
        ) : tab === 'audit' ? (
          <AuditLogTab />
        ) : tab === 'jobs' ? (
          <BackgroundJobsTab />
        ) : tab === 'billing' ? (
          <BillingTab />
        ) : tab === 'webhooks' ? (
          <WebhooksTab />
        ) : (
          <RolePermissionsTab />
        )}
      </Tabs>
    </>
  );
}
