import { isClientRole, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from '@shared/roles';
import { Badge } from '../../../components/badge';
import { Card } from '../../../components/card';

/** Every role with what it is for and which team it belongs to (the Settings filters group roles the same way). */
export function RoleOverview() {
  return (
    <section aria-labelledby="roles-overview-heading" className="space-y-3">
      <h3 id="roles-overview-heading" className="text-base font-semibold">
        Roles overview
      </h3>
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
    </section>
  );
}
