import { CheckCircle2, Inbox, MessageSquareDashed, XCircle } from 'lucide-react';
import type { RequestStats as Stats } from '@shared/schemas/requests';
import { StatCardList, type StatTile } from '../../components/stat-card';
import { t } from '@web/lib/messages/requests';
import { msg } from '@web/lib/i18n';

// Labels are keys, translated when the cards render.
const CARDS: ReadonlyArray<StatTile<keyof Stats> & { label: Parameters<typeof t>[0] }> = [
  { key: 'total', label: msg('requests.stats.all'), icon: Inbox, tone: 'text-primary' },
  { key: 'open', label: msg('requests.stats.open'), icon: MessageSquareDashed, tone: 'text-amber-600 dark:text-amber-400' },
  { key: 'accepted', label: msg('requests.stats.accepted'), icon: CheckCircle2, tone: 'text-green-600 dark:text-green-400' },
  { key: 'declined', label: msg('requests.stats.declined'), icon: XCircle, tone: 'text-muted-foreground' },
];

/** Counts over every filter but the status (the server's aggregate), so each status keeps its count while one is shown. */
export function RequestStats({ stats }: { stats: Stats }) {
  const tiles = CARDS.map((card) => ({ ...card, label: t(card.label) }));
  return (
    <StatCardList label={t('requests.stats.label')} tiles={tiles} stats={stats} className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4" />
  );
}
