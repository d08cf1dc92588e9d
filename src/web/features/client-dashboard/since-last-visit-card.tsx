import { Link } from 'react-router';
import type { SinceLastVisit, SinceLastVisitKind } from '@shared/schemas/client-dashboard';
import { formatDateTime } from '@web/lib/format';
import { useSinceLastVisit } from './api/get-since-last-visit';
import { DashboardSection } from './dashboard-section';
import { EmptyLine } from './empty-line';
import { t } from '@web/lib/messages/client-dashboard';
import { msg } from '@web/lib/i18n';

/** Each kind's heading, by how many there are: catalog keys, translated with `t(key, { count })` when shown. */
export const KIND_WORDS = {
  messages: msg('client-dashboard.since.messages'),
  approvals: msg('client-dashboard.since.approvals'),
  requests: msg('client-dashboard.since.requests'),
  invoices: msg('client-dashboard.since.invoices'),
  files: msg('client-dashboard.since.files'),
} satisfies Record<SinceLastVisitKind, string>;

function kindHeading(kind: SinceLastVisitKind, count: number): string {
  return t(KIND_WORDS[kind], { count });
}

/** The card's lead sentence: when the previous visit ended, or that this is the first. */
export function sinceSentence(data: SinceLastVisit): string {
  if (!data.since) return t('client-dashboard.since.firstVisit');
  return t('client-dashboard.since.lastVisit', { date: formatDateTime(data.since) });
}

/**
 * "What changed since your last visit": what the team did that the client may see, each item linking to the thing.
 * Nothing of the agency's own (internal notes, staff-only files, draft invoices) is ever counted by the server.
 */
export function SinceLastVisitCard() {
  const query = useSinceLastVisit();
  if (!query.data) return null;
  const groups = query.data.groups.filter((g) => g.count > 0);
  return (
    <DashboardSection title={t('client-dashboard.since.title')}>
      <p className="mb-3 text-sm text-muted-foreground">{sinceSentence(query.data)}</p>
      {query.data.since && groups.length === 0 ? <EmptyLine>{t('client-dashboard.since.nothingNew')}</EmptyLine> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {groups.map((g) => (
          <section key={g.kind} aria-label={kindHeading(g.kind, g.count)}>
            <h3 className="text-sm font-semibold text-foreground">{kindHeading(g.kind, g.count)}</h3>
            <ul className="mt-1 space-y-1">
              {g.items.map((item) => (
                <li key={item.id} className="text-sm">
                  <Link to={item.link} className="break-words text-primary hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            {g.count > g.items.length ? (
              <p className="mt-1 text-xs text-muted-foreground">{t('client-dashboard.since.more', { count: g.count - g.items.length })}</p>
            ) : null}
          </section>
        ))}
      </div>
    </DashboardSection>
  );
}
