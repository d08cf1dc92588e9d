import { CheckCircle2, Inbox, MessageSquareDashed, XCircle } from 'lucide-react';
import type { RequestStats as Stats } from '@shared/schemas/requests';
import { StatCardList, type StatTile } from '../../components/stat-card';

const CARDS: ReadonlyArray<StatTile<keyof Stats>> = [
  { key: 'total', label: 'All Requests', icon: Inbox, tone: 'text-primary' },
  { key: 'open', label: 'Open', icon: MessageSquareDashed, tone: 'text-amber-600 dark:text-amber-400' },
  { key: 'accepted', label: 'Accepted', icon: CheckCircle2, tone: 'text-green-600 dark:text-green-400' },
  { key: 'declined', label: 'Declined', icon: XCircle, tone: 'text-muted-foreground' },
];

/** Counts over every filter but the status (the server's aggregate), so each status keeps its count while one is shown. */
export function RequestStats({ stats }: { stats: Stats }) {
  return <StatCardList label="Request counts" tiles={CARDS} stats={stats} className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4" />;
}
