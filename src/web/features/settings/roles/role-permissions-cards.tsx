import { CAPABILITIES, scopeOf, type Capability } from '@shared/permissions';
import { ROLE_LABELS, ROLES } from '@shared/roles';
import { NO_ACCESS, SCOPE_LABELS } from './role-scope-labels';

/** A category's capabilities as stacked cards, for phones: who may do it (and how far), then who may not. */
export function RolePermissionsCards({ capabilities }: { capabilities: readonly Capability[] }) {
  return (
    <ul className="space-y-2">
      {capabilities.map((capability) => {
        const rule: { label: string; note?: string } = CAPABILITIES[capability];
        const allowed = ROLES.flatMap((role) => {
          const scope = scopeOf(role, capability);
          return scope ? [{ role, scope }] : [];
        });
        const denied = ROLES.filter((role) => !scopeOf(role, capability));
        return (
          <li key={capability} data-capability-card={capability} className="rounded-xl border border-border bg-surface p-4 shadow-sm">
            <p className="font-medium">{rule.label}</p>
            {rule.note ? <p className="mt-0.5 text-xs text-muted-foreground">{rule.note}</p> : null}
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
              {allowed.map(({ role, scope }) => (
                <div key={role} className="contents">
                  <dt>{ROLE_LABELS[role]}</dt>
                  <dd className="text-right">
                    <span className="inline-flex rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium">
                      {SCOPE_LABELS[scope].short}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
            {denied.length > 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">
                {NO_ACCESS}: {denied.map((role) => ROLE_LABELS[role]).join(', ')}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
