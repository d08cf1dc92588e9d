import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { can, isClient } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { AccountingTab } from './accounting/accounting-tab';
import { AuditLogTab } from './audit-log/audit-log-tab';
import { BackgroundJobsTab } from './jobs/background-jobs-tab';
import { BillingTab } from './billing/billing-tab';
import { ClientSettingsOverview } from './client-settings-overview';
import { RolePermissionsTab } from './roles/role-permissions-tab';
import { UsersTab } from './users/users-tab';
import { WebhooksTab } from './webhooks/webhooks-tab';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

const ALL_TABS = [
  { value: 'users', label: msg('settings.tab.users') },
  { value: 'permissions', label: msg('settings.tab.permissions') },
  { value: 'audit', label: msg('settings.tab.audit') },
  { value: 'jobs', label: msg('settings.tab.jobs') },
  { value: 'billing', label: msg('settings.tab.billing') },
  { value: 'accounting', label: msg('settings.tab.accounting') },
  { value: 'webhooks', label: msg('settings.tab.webhooks') },
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
  // Accounting (the exports and their account mapping) only to those who may export (accounting.export).
  const tabs = ALL_TABS.filter(
    (tab) =>
      (tab.value !== 'audit' || can(me, 'audit.view')) &&
      (tab.value !== 'jobs' || can(me, 'jobs.manage')) &&
      (tab.value !== 'billing' || can(me, 'billingSettings.manage')) &&
      (tab.value !== 'accounting' || can(me, 'accounting.export')) &&
      (tab.value !== 'webhooks' || can(me, 'webhooks.manage')),
  ).map((tab) => ({ ...tab, label: t(tab.label) }));
  const isTab = (value: string | null): value is TabKey => tabs.some((tab) => tab.value === value);
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
      <PageHeader title={t('settings.page.title')} subtitle={t('settings.page.subtitle')} />
      <Tabs tabs={tabs} value={tab} onValueChange={selectTab} label={t('settings.page.sections')}>
        {tab === 'users' ? (
          <UsersTab />
        ) : tab === 'audit' ? (
          <AuditLogTab />
        ) : tab === 'jobs' ? (
          <BackgroundJobsTab />
        ) : tab === 'billing' ? (
          <BillingTab />
        ) : tab === 'accounting' ? (
          <AccountingTab />
        ) : tab === 'webhooks' ? (
          <WebhooksTab />
        ) : (
          <RolePermissionsTab />
        )}
      </Tabs>
    </>
  );
}
