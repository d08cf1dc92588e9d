import { scopeOf, type Capability } from '@shared/permissions';
import { ROLES } from '@shared/roles';
import { roleLabel } from '../role-labels';
import { capabilityLabel, capabilityNote } from './capability-words';
import { noAccess, SCOPE_LABELS } from './role-scope-labels';

/** A category's capabilities as stacked cards, for phones: who may do it (and how far), then who may not. */
export function RolePermissionsCards({ capabilities }: { capabilities: readonly Capability[] }) {
  return (
    <ul className="space-y-2">
      {capabilities.map((capability) => {
        const note = capabilityNote(capability);
        const allowed = ROLES.flatMap((role) => {
          const scope = scopeOf(role, capability);
          return scope ? [{ role, scope }] : [];
        });
        const denied = ROLES.filter((role) => !scopeOf(role, capability));
        return (
          <li
            key={capability}
            data-capability-card={capability}
            className="rounded-xl border border-border bg-surface p-4 break-words shadow-sm"
          >
            <p className="font-medium">{capabilityLabel(capability)}</p>
            {note ? <p className="mt-0.5 text-xs text-muted-foreground">{note}</p> : null}
            <dl className="mt-3 space-y-1.5 text-sm">
              {allowed.map(({ role, scope }) => (
                <div key={role} className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <dt>{roleLabel(role)}</dt>
                  <dd className="min-w-0 text-right">
                    <span className="inline-flex rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium">
                      {SCOPE_LABELS[scope].short}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
            {denied.length > 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">
                {noAccess()}: {denied.map((role) => roleLabel(role)).join(', ')}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
