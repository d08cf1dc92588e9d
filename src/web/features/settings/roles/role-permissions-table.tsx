import { scopeOf, type Capability, type CapabilityCategory } from '@shared/permissions';
import { ROLES } from '@shared/roles';
import { roleLabel } from '../role-labels';
import { cn } from '../../../lib/cn';
import { RolePermissionsCards } from './role-permissions-cards';
import { capabilityLabel, capabilityNote, categoryLabel } from './capability-words';
import { noAccess, SCOPE_LABELS } from './role-scope-labels';
import { t } from '@web/lib/messages/settings';

interface RolePermissionsTableProps {
  category: CapabilityCategory;
  capabilities: readonly Capability[];
}

/**
 * One category's capabilities x every role, read from the same table the server enforces (src/shared/permissions.ts),
 * so what this screen says cannot drift from what the API does. Phones get the same rules as stacked cards; in between,
 * the table scrolls sideways with the capability column held in place.
 */
export function RolePermissionsTable({ category, capabilities }: RolePermissionsTableProps) {
  const headingId = `permissions-${category.toLowerCase()}`;
  const heading = categoryLabel(category);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {heading}
      </h4>
      <div className="md:hidden">
        <RolePermissionsCards capabilities={capabilities} />
      </div>
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface shadow-sm md:block">
        <table className="w-full min-w-[52rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">{t('settings.roles.caption', { category: heading })}</caption>
          <thead>
            <tr className="border-b border-border bg-surface-muted">
              <th scope="col" className="sticky left-0 z-10 w-56 bg-surface-muted px-4 py-2.5 text-left font-semibold break-words">
                {t('settings.roles.capability')}
              </th>
              {ROLES.map((role) => (
                <th scope="col" key={role} className="px-2 py-2.5 text-center text-xs font-semibold break-words">
                  {roleLabel(role)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {capabilities.map((capability) => {
              const note = capabilityNote(capability);
              return (
                <tr key={capability} data-capability={capability} className="border-t border-border/60 first:border-t-0">
                  <th scope="row" className="sticky left-0 z-10 w-56 bg-surface px-4 py-2.5 text-left align-top font-medium break-words">
                    {capabilityLabel(capability)}
                    {note ? <p className="mt-0.5 text-xs font-normal text-muted-foreground">{note}</p> : null}
                  </th>
                  {ROLES.map((role) => {
                    const scope = scopeOf(role, capability);
                    return (
                      <td key={role} data-role={role} className="px-2 py-2.5 text-center align-top">
                        {scope ? (
                          <span
                            className={cn(
                              'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
                              scope === 'all' ? 'bg-primary-soft text-primary-soft-foreground' : 'bg-surface-muted text-foreground',
                            )}
                          >
                            {SCOPE_LABELS[scope].short}
                          </span>
                        ) : (
                          <span className="text-muted-foreground">
                            <span aria-hidden>—</span>
                            <span className="sr-only">{noAccess()}</span>
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
