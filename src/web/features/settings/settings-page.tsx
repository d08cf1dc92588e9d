import { ChevronRight, KeyRound, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { RolePermissionsTable } from './role-permissions-table';

const shortcuts = [
  { to: '/settings/profile', icon: UserRound, title: 'Profile Settings', text: 'Your name, email and role' },
  { to: '/settings/account', icon: KeyRound, title: 'Account Settings', text: 'Change your password' },
] as const;

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Configure your workspace settings and preferences" />
      <div className="space-y-8">
        <ul className="grid gap-4 sm:grid-cols-2">
          {shortcuts.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Card className="transition-colors hover:bg-surface-muted">
                <Link to={to} className="flex items-center gap-4 rounded-xl p-4">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{title}</span>
                    <span className="block text-sm text-muted-foreground">{text}</span>
                  </span>
                  <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
        <section aria-labelledby="role-permissions-heading" className="space-y-3">
          <div>
            <h2 id="role-permissions-heading" className="text-lg font-semibold">
              Role Permissions
            </h2>
            <p className="text-sm text-muted-foreground">
              What each role may see and do. The server enforces every rule; the portal only hides what would be
              refused.
            </p>
          </div>
          <RolePermissionsTable />
        </section>
      </div>
    </>
  );
}
