import { toast } from '../../lib/toast';
import type { ProjectDetail } from '@shared/schemas/projects';
import { Button } from '../../components/button';
import { ProgressBar } from '../../components/progress-bar';
import { errorMessage } from '../../lib/api';
import { useUpdateProject } from './api/update-project';
import { t } from '@web/lib/messages/projects';
import { formatNumber } from '../../lib/format';

/**
 * The project's completion: the share of its tasks completed, or a figure a manager set by hand, said in words and
 * with the way back to following the tasks for those who may edit the project (decision 0027).
 */
export function ProjectCompletion({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const update = useUpdateProject();
  const { completedTasks, totalTasks } = project.stats;
  const followTasks = async () => {
    try {
      const saved = await update.mutateAsync({ id: project.id, input: { completionPercentage: null } });
      toast.success(t('projects.completion.followed'), {
        description: t('projects.completion.followedDescription', {
          project: saved.name,
          percent: formatNumber(saved.completionPercentage),
        }),
      });
    } catch (error) {
      toast.error(t('projects.completion.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <div className="space-y-2">
      <ProgressBar value={project.completionPercentage} label={t('projects.completion.label')} className="max-w-sm" />
      {project.completionSetByHand ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>{t('projects.completion.setByHand', { completed: formatNumber(completedTasks), total: formatNumber(totalTasks) })}</span>
          {canManage ? (
            <Button variant="secondary" size="sm" onClick={() => void followTasks()} disabled={update.isPending}>
              {t('projects.completion.follow')}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('projects.completion.tasksCompleted', { completed: formatNumber(completedTasks), total: formatNumber(totalTasks) })}
        </p>
      )}
    </div>
  );
}
