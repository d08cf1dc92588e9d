import { isClientRole, ROLES } from '@shared/roles';
import { Badge } from '../../../components/badge';
import { Card } from '../../../components/card';
import { roleDescription } from './capability-words';
import { RolesSubsection } from './roles-subsection';
import { t } from '@web/lib/messages/settings';
import { roleLabel } from '../role-labels';

/** Every role with what it is for and which team it belongs to (the Settings filters group roles the same way). */
export function RoleOverview() {
  return (
    <RolesSubsection id="roles-overview" title={t('settings.roles.overview')}>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {ROLES.map((role) => (
          <li key={role} data-role={role}>
            <Card className="h-full p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{roleLabel(role)}</p>
                <Badge tone={isClientRole(role) ? 'success' : 'info'}>
                  {isClientRole(role) ? t('settings.users.clientTeam') : t('settings.users.staff')}
                </Badge>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{roleDescription(role)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </RolesSubsection>
  );
}
