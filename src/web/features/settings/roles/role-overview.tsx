import { isClientRole, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from '@shared/roles';
import { Badge } from '../../../components/badge';
import { Card } from '../../../components/card';
import { RolesSubsection } from './roles-subsection';

/** Every role with what it is for and which team it belongs to (the Settings filters group roles the same way). */
export function RoleOverview() {
  return (
    <RolesSubsection id="roles-overview" title="Roles overview">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {ROLES.map((role) => (
          <li key={role} data-role={role}>
            <Card className="h-full p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{ROLE_LABELS[role]}</p>
                <Badge tone={isClientRole(role) ? 'success' : 'info'}>{isClientRole(role) ? 'Client Team' : 'Development Team'}</Badge>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{ROLE_DESCRIPTIONS[role]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </RolesSubsection>
  );
}
