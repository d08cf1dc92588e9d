import { BackLink } from '../../components/back-link';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { ROLE_LABELS } from '../../../shared/roles';
import { useCurrentUser } from '../../lib/current-user';

export function ProfileSettingsPage() {
  const { me } = useCurrentUser();
  if (!me) return null;
  const { firstName, lastName, email, role } = me.user;
  const rows = [
    { label: 'Name', value: `${firstName} ${lastName}`.trim() || '—' },
    { label: 'Email', value: email },
    { label: 'Role', value: ROLE_LABELS[role] ?? role },
  ];
  return (
    <>
      <BackLink to="/settings">Back to Settings</BackLink>
      <PageHeader title="Profile Settings" subtitle="Your details as your team sees them" />
      <Card className="max-w-2xl">
        <dl className="divide-y divide-border">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
              <dd className="text-sm break-words text-foreground sm:col-span-2">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <p className="mt-4 max-w-2xl text-sm text-muted-foreground">
        To change your name or email, ask an administrator.
      </p>
    </>
  );
}
