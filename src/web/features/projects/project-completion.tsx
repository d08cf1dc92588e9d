import { toast } from '../../lib/toast';
import type { ProjectDetail } from '@shared/schemas/projects';
import { Button } from '../../components/button';
import { ProgressBar } from '../../components/progress-bar';
import { errorMessage } from '../../lib/api';
import { useUpdateProject } from './api/update-project';

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
      toast.success('Completion follows the tasks', { description: `${saved.name} is ${saved.completionPercentage}% complete.` });
    } catch (error) {
      toast.error('Failed to update project', { description: errorMessage(error) });
    }
  };
  return (
    <div className="space-y-2">
      <ProgressBar value={project.completionPercentage} label="Project completion" className="max-w-sm" />
      {project.completionSetByHand ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            Set by hand ({completedTasks} of {totalTasks} tasks completed)
          </span>
          {canManage ? (
            <Button variant="secondary" size="sm" onClick={() => void followTasks()} disabled={update.isPending}>
              Follow tasks
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {completedTasks} of {totalTasks} tasks completed
        </p>
      )}
    </div>
  );
}
