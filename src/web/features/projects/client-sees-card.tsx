import { Eye } from 'lucide-react';
import { CLIENT_PARTS, type ClientPart, type ProjectDetail } from '@shared/schemas/projects';
import { Card } from '../../components/card';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api';
import { useUpdateProject } from './api/update-project';
import { t } from '@web/lib/messages/projects';
import { msg } from '@web/lib/i18n';

/** What each switch shares, in the client's words (docs/decisions/0103-what-the-client-sees.md): catalog keys. */
const PARTS = {
  tasks: { label: msg('projects.clientSees.tasks'), hint: msg('projects.clientSees.tasksHint') },
  time: { label: msg('projects.clientSees.time'), hint: msg('projects.clientSees.timeHint') },
  budget: { label: msg('projects.clientSees.budget'), hint: msg('projects.clientSees.budgetHint') },
  files: { label: msg('projects.clientSees.files'), hint: msg('projects.clientSees.filesHint') },
  team: { label: msg('projects.clientSees.team'), hint: msg('projects.clientSees.teamHint') },
  estimates: { label: msg('projects.clientSees.estimates'), hint: msg('projects.clientSees.estimatesHint') },
  expenses: { label: msg('projects.clientSees.expenses'), hint: msg('projects.clientSees.expensesHint') },
} satisfies Record<ClientPart, { label: string; hint: string }>;

/** Staff who manage the project choose here which of its parts the client's users see; the server enforces each. */
export function ClientSeesCard({ project }: { project: ProjectDetail }) {
  const update = useUpdateProject();
  const set = (part: ClientPart, on: boolean) =>
    update.mutate(
      { id: project.id, input: { clientSees: { [part]: on } } },
      {
        onSuccess: () =>
          toast.success(
            on
              ? t('projects.clientSees.shown', { client: project.client.name, part })
              : t('projects.clientSees.hidden', { client: project.client.name, part }),
          ),
        onError: (error) => toast.error(t('projects.clientSees.failed'), { description: errorMessage(error) }),
      },
    );
  return (
    <Card className="p-5">
      <h2 className="mb-1 flex items-center gap-2 text-lg font-semibold">
        <Eye className="size-5" aria-hidden="true" />
        {t('projects.clientSees.title')}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t('projects.clientSees.description', { client: project.client.name })}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {CLIENT_PARTS.map((part) => (
          <li key={part}>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={project.clientSees[part]}
                disabled={update.isPending}
                onChange={(event) => set(part, event.target.checked)}
              />
              <span>
                <span className="font-medium">{t(PARTS[part].label)}</span>
                <span className="block text-muted-foreground">{t(PARTS[part].hint)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}
