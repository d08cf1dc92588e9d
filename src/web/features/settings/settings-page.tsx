import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { RolePermissionsTab } from './role-permissions-tab';
import { UsersTab } from './users-tab';

const TABS = [
  { value: 'users', label: 'Users' },
  { value: 'permissions', label: 'Role Permissions' },
] as const;
type TabKey = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabKey => TABS.some((t) => t.value === value);

export function SettingsPage() {
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
      <Tabs tabs={TABS} value={tab} onValueChange={selectTab} label="Settings sections">
        {tab === 'users' ? <UsersTab /> : <RolePermissionsTab />}
      </Tabs>
    </>
  );
}
