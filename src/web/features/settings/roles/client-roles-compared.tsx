import { CAPABILITY_LIST, scopeOf } from '@shared/permissions';
import { Card } from '../../../components/card';
import { t } from '@web/lib/messages/settings';
import { roleLabel } from '../role-labels';
import { capabilityLabel } from './capability-words';

/** What only one of the two client roles may do, read from the permission table (decision 0042). */
export function clientRoleDifferences() {
  return CAPABILITY_LIST.filter((c) => scopeOf('client_primary', c) !== scopeOf('client_additional', c)).map((c) => ({
    capability: c,
    label: capabilityLabel(c),
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
        {t('settings.roles.clientRolesHeading', { primary: roleLabel('client_primary'), additional: roleLabel('client_additional') })}
      </h3>
      <Card className="space-y-2 p-4 text-sm">
        <p className="text-muted-foreground">
          {t('settings.roles.shared', { count: String(shared.length), list: shared.map(capabilityLabel).join(', ') })}
        </p>
        <ul className="list-disc space-y-1 pl-5" aria-label={t('settings.roles.differences')}>
          {differences.map((d) => (
            <li key={d.capability}>
              <span className="font-medium">{d.label}</span>:{' '}
              {t('settings.roles.onlyRole', { role: roleLabel(d.primary ? 'client_primary' : 'client_additional') })}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
