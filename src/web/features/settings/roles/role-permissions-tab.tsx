import { CAPABILITIES, CAPABILITY_LIST, type Capability, type CapabilityCategory } from '@shared/permissions';
import { ClientRolesCompared } from './client-roles-compared';
import { PermissionNotes } from './permission-notes';
import { RoleOverview } from './role-overview';
import { RolePermissionsTable } from './role-permissions-table';
import { t } from '@web/lib/messages/settings';

/** Capabilities grouped by category, in the table's order (categories in order of first appearance). */
function byCategory(): Array<[CapabilityCategory, Capability[]]> {
  const groups = new Map<CapabilityCategory, Capability[]>();
  for (const capability of CAPABILITY_LIST) {
    const category = CAPABILITIES[capability].category;
    groups.set(category, [...(groups.get(category) ?? []), capability]);
  }
  return [...groups.entries()];
}

/** The Role Permissions tab: roles, then one permission table per category, then how access is enforced. */
export function RolePermissionsTab() {
  return (
    <div className="space-y-8">
      <header>
        <h2 className="text-lg font-semibold">{t('settings.roles.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('settings.roles.subtitle')}</p>
      </header>
      <RoleOverview />
      <ClientRolesCompared />
      <section aria-labelledby="permission-tables-heading" className="space-y-5">
        <h3 id="permission-tables-heading" className="text-base font-semibold">
          {t('settings.roles.byCategory')}
        </h3>
        {byCategory().map(([category, capabilities]) => (
          <RolePermissionsTable key={category} category={category} capabilities={capabilities} />
        ))}
      </section>
      <PermissionNotes />
    </div>
  );
}
