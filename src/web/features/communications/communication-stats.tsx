import { Mail, MessageSquare, MessagesSquare, Phone, Users } from 'lucide-react';
import type { CommunicationStats as Stats } from '@shared/schemas/communications';
import { StatCardList, type StatTile } from '../../components/stat-card';

const TILES: ReadonlyArray<StatTile<keyof Stats>> = [
  { key: 'total', label: 'Total', icon: MessagesSquare, tone: 'text-primary' },
  { key: 'email', label: 'Emails', icon: Mail, tone: 'text-blue-600 dark:text-blue-400' },
  { key: 'call', label: 'Calls', icon: Phone, tone: 'text-green-600 dark:text-green-400' },
  { key: 'meeting', label: 'Meetings', icon: Users, tone: 'text-amber-600 dark:text-amber-400' },
  { key: 'chat', label: 'Chats', icon: MessageSquare, tone: 'text-muted-foreground' },
];

/** Counts over everything the filters match (not just this page), from one server aggregate. */
export function CommunicationStats({ stats }: { stats: Stats }) {
  return (
    <StatCardList
      label="Communication counts"
      tiles={TILES}
      stats={stats}
      className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    />
  );
}
