import { CAPABILITIES, CAPABILITY_LIST, scopeOf, type CapabilityCategory, type Scope } from '../../../shared/permissions';
import { ROLE_LABELS, ROLES } from '../../../shared/roles';
import { cn } from '../../lib/cn';

const SCOPE_LABELS: Record<Scope, string> = {
  all: 'Yes',
  assigned: 'Assigned',
  own: 'Own',
  company: 'Own company',
  limited: 'Limited',
};

/** Capabilities in table order, grouped by category (categories in order of first appearance). */
function groupedCapabilities() {
  const groups = new Map<CapabilityCategory, typeof CAPABILITY_LIST>();
  for (const capability of CAPABILITY_LIST) {
    const category = CAPABILITIES[capability].category;
    const group = groups.get(category) ?? [];
    group.push(capability);
    groups.set(category, group);
  }
  return [...groups.entries()];
}

/**
 * The role matrix, rendered from the same table the server enforces (src/shared/permissions.ts), so what this screen
 * says can never drift from what the API does.
 */
export function RolePermissionsTable() {
  const groups = groupedCapabilities();
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface shadow-sm">
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <caption className="sr-only">
          What each role may do. Yes: every record; Assigned: records of projects the user is assigned to; Own: records
          the user created or is assigned to; Own company: records of the user's own company; Limited: a restricted
          view; a dash: no access.
        </caption>
        <thead>
          <tr className="border-b border-border bg-surface-muted">
            <th scope="col" className="sticky left-0 z-10 bg-surface-muted px-4 py-3 text-left font-semibold">
              Capability
            </th>
            {ROLES.map((role) => (
              <th scope="col" key={role} className="px-3 py-3 text-center font-semibold whitespace-nowrap">
                {ROLE_LABELS[role]}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map(([category, capabilities]) => (
          <tbody key={category} className="border-b border-border last:border-b-0">
            <tr>
              <th
                scope="colgroup"
                colSpan={ROLES.length + 1}
                className="bg-surface px-4 pt-4 pb-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {category}
              </th>
            </tr>
            {capabilities.map((capability) => {
              const rule: { label: string; note?: string } = CAPABILITIES[capability];
              return (
                <tr key={capability} className="border-t border-border/60">
                  <th scope="row" className="sticky left-0 z-10 min-w-44 bg-surface px-4 py-2.5 text-left align-top font-medium sm:min-w-64">
                    {rule.label}
                    {rule.note ? <p className="mt-0.5 text-xs font-normal text-muted-foreground">{rule.note}</p> : null}
                  </th>
                  {ROLES.map((role) => {
                    const scope = scopeOf(role, capability);
                    return (
                      <td key={role} className="px-3 py-2.5 text-center align-top whitespace-nowrap">
                        {scope ? (
                          <span
                            className={cn(
                              'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
                              scope === 'all'
                                ? 'bg-primary-soft text-primary-soft-foreground'
                                : 'bg-surface-muted text-foreground',
                            )}
                          >
                            {SCOPE_LABELS[scope]}
                          </span>
                        ) : (
                          <span className="text-muted-foreground">
                            <span aria-hidden>—</span>
                            <span className="sr-only">No access</span>
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
