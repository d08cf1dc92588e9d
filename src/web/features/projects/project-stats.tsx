import { CheckCircle2, ClipboardList, FolderKanban, PlayCircle } from 'lucide-react';
import type { ProjectList } from '@shared/schemas/projects';
import { Skeleton } from '../../components/skeleton';
import { StatCard } from '../../components/stat-card';
import { t } from '@web/lib/messages/projects';

/** Counts over every project the user can see, whatever the filters. */
export function ProjectStats({ stats }: { stats: ProjectList['stats'] | undefined }) {
  if (!stats) {
    return (
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[5.5rem] rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <section aria-label={t('projects.stats.label')} className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label={t('projects.stats.total')} value={stats.total} icon={FolderKanban} />
      <StatCard
        label={t('projects.stats.active')}
        value={stats.active}
        icon={PlayCircle}
        iconClassName="text-blue-600 dark:text-blue-300"
      />
      <StatCard
        label={t('projects.stats.planning')}
        value={stats.planning}
        icon={ClipboardList}
        iconClassName="text-amber-600 dark:text-amber-300"
      />
      <StatCard
        label={t('projects.stats.completed')}
        value={stats.completed}
        icon={CheckCircle2}
        iconClassName="text-green-600 dark:text-green-300"
      />
    </section>
  );
}
