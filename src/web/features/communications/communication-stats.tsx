import { Mail, MessageSquare, MessagesSquare, Phone, Users } from 'lucide-react';
import type { CommunicationStats as Stats } from '@shared/schemas/communications';
import { StatCardList, type StatTile } from '../../components/stat-card';
import { t } from '@web/lib/messages/communications';
import { msg } from '@web/lib/i18n';

// Labels are keys, translated when the tiles render.
const TILES: ReadonlyArray<StatTile<keyof Stats> & { label: Parameters<typeof t>[0] }> = [
  { key: 'total', label: msg('communications.stats.total'), icon: MessagesSquare, tone: 'text-primary' },
  { key: 'email', label: msg('communications.stats.emails'), icon: Mail, tone: 'text-blue-600 dark:text-blue-400' },
  { key: 'call', label: msg('communications.stats.calls'), icon: Phone, tone: 'text-green-600 dark:text-green-400' },
  { key: 'meeting', label: msg('communications.stats.meetings'), icon: Users, tone: 'text-amber-600 dark:text-amber-400' },
  { key: 'chat', label: msg('communications.stats.chats'), icon: MessageSquare, tone: 'text-muted-foreground' },
];

/** Counts over everything the filters match (not just this page), from one server aggregate. */
export function CommunicationStats({ stats }: { stats: Stats }) {
  return (
    <StatCardList
      label={t('communications.stats.label')}
      tiles={TILES.map((tile) => ({ ...tile, label: t(tile.label) }))}
      stats={stats}
      className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    />
  );
}
