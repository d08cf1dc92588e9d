import { CAPABILITIES, CAPABILITY_LIST, scopeOf } from '@shared/permissions';
import { ROLE_LABELS } from '@shared/roles';
import { Card } from '../../../components/card';

/** What only one of the two client roles may do, read from the permission table (decision 0042). */
export function clientRoleDifferences() {
  return CAPABILITY_LIST.filter((c) => scopeOf('client_primary', c) !== scopeOf('client_additional', c)).map((c) => ({
    capability: c,
    label: CAPABILITIES[c].label,
    primary: scopeOf('client_primary', c) !== null,
    additional: scopeOf('client_additional', c) !== null,
  }));
}

/** The two client roles side by side: what they share, and the few things only the primary contact does. */
export function ClientRolesCompared() {
  const differences = clientRoleDifferences();
  const shared = CAPABILITY_LIST.filter((c) => scopeOf('client_primary', c) !== null && scopeOf('client_additional', c) !== null);
  return (
    <section aria-labelledby="client-roles-heading" className="space-y-3">
      <h3 id="client-roles-heading" className="text-base font-semibold">
        {ROLE_LABELS.client_primary} and {ROLE_LABELS.client_additional}
      </h3>
      <Card className="space-y-2 p-4 text-sm">
        <p className="text-muted-foreground">
          Both follow their company’s projects and share {shared.length} permissions: {shared.map((c) => CAPABILITIES[c].label).join(', ')}.
        </p>
        <ul className="list-disc space-y-1 pl-5" aria-label="Differences between the client roles">
          {differences.map((d) => (
            <li key={d.capability}>
              <span className="font-medium">{d.label}</span>: {d.primary ? ROLE_LABELS.client_primary : ROLE_LABELS.client_additional} only
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
