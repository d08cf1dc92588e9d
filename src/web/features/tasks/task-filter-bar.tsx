import { PRIORITIES, TASK_STATUSES, TASK_TYPES } from '@shared/enums';
import type { TaskListQuery } from '@shared/schemas/tasks';
import { Button } from '../../components/button';
import { useAssigneeOptions, useClientOptions, useMilestoneOptions, useProjectOptions } from './api/get-options';
import { DateRangeFilter, FilterSelect, LabelledOptions, NamedOptions, PersonOptions } from '../../components/filter-select';
import type { ListChanges } from '../../lib/list-state';
import { typeLabel } from './task-format';
import { statusText } from '@web/lib/status-text';
import { t } from '@web/lib/messages/tasks';

interface TaskFilterBarProps {
  id?: string;
  hidden?: boolean;
  filters: TaskListQuery;
  /** Values the list state reads through TaskListQuery (src/web/lib/list-state.ts); null clears a filter. */
  onChange: (changes: ListChanges<typeof TaskListQuery>) => void;
  onClear: () => void;
  /** The tasks screen filters by client and project; a project's tab does not. */
  showClientAndProject?: boolean;
  /** The project whose milestones to offer when the project is fixed. */
  fixedProjectId?: string;
  /** A client's tab: no client filter, but a project filter over that client's projects. */
  fixedClientId?: string;
  /** Assignee choices come from the staff directory, which client users cannot read. */
  showAssignee?: boolean;
}

export function TaskFilterBar({
  id,
  hidden,
  filters,
  onChange,
  onClear,
  showClientAndProject = true,
  fixedProjectId,
  fixedClientId,
  showAssignee = true,
}: TaskFilterBarProps) {
  const open = !hidden;
  const showClient = showClientAndProject && !fixedClientId;
  const showProject = showClientAndProject || Boolean(fixedClientId);
  const clients = useClientOptions(open && showClient);
  // 'none' (tasks of no client) names no client whose projects to offer.
  const clientId = fixedClientId ?? (filters.clientId === 'none' ? undefined : filters.clientId);
  const projects = useProjectOptions(clientId ?? null, open && showProject);
  const projectId = fixedProjectId ?? filters.projectId ?? null;
  const milestones = useMilestoneOptions(open ? projectId : null);
  const users = useAssigneeOptions(open && showAssignee);
  const milestoneReady = !!projectId && projectId !== 'none';

  return (
    <div id={id} hidden={hidden} className="mb-4 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect label={t('tasks.field.status')} value={filters.status} onChange={(v) => onChange({ status: v })}>
          <LabelledOptions values={TASK_STATUSES} label={(s) => statusText('task', s)} />
        </FilterSelect>
        {/* Overdue is not a status but a due-date condition (past due, not completed), so it filters on its own. */}
        <FilterSelect
          label={t('tasks.overdue')}
          value={filters.overdue ? 'true' : null}
          onChange={(v) => onChange({ overdue: v === 'true' })}
        >
          <option value="true">{t('tasks.filter.overdueOnly')}</option>
        </FilterSelect>
        <FilterSelect label={t('tasks.field.priority')} value={filters.priority} onChange={(v) => onChange({ priority: v })}>
          <LabelledOptions values={PRIORITIES} label={(p) => statusText('priority', p)} />
        </FilterSelect>
        <FilterSelect label={t('tasks.field.type')} value={filters.type} onChange={(v) => onChange({ type: v })}>
          <LabelledOptions values={TASK_TYPES} label={typeLabel} />
        </FilterSelect>
        {showAssignee ? (
          <FilterSelect label={t('tasks.filter.assignee')} value={filters.assignedToId} onChange={(v) => onChange({ assignedToId: v })}>
            <option value="unassigned">{t('tasks.unassigned')}</option>
            <PersonOptions people={users.data} />
          </FilterSelect>
        ) : null}
        {showClient ? (
          <FilterSelect label={t('tasks.field.client')} value={filters.clientId} onChange={(v) => onChange({ clientId: v })}>
            <NamedOptions items={clients.data} />
          </FilterSelect>
        ) : null}
        {showProject ? (
          <FilterSelect label={t('tasks.field.project')} value={filters.projectId} onChange={(v) => onChange({ projectId: v })}>
            <option value="none">{t('tasks.noProject')}</option>
            <NamedOptions items={projects.data} />
          </FilterSelect>
        ) : null}
        <FilterSelect
          label={t('tasks.field.milestone')}
          value={filters.milestoneId}
          onChange={(v) => onChange({ milestoneId: v })}
          disabled={!milestoneReady}
          allLabel={milestoneReady ? t('tasks.filter.all') : t('tasks.selectProjectFirst')}
        >
          <option value="none">{t('tasks.noMilestoneTitle')}</option>
          <NamedOptions items={milestones.data} />
        </FilterSelect>
        <DateRangeFilter
          labels={[t('tasks.filter.dueFrom'), t('tasks.filter.dueTo')]}
          from={filters.dueFrom}
          to={filters.dueTo}
          onFromChange={(v) => onChange({ dueFrom: v })}
          onToChange={(v) => onChange({ dueTo: v })}
        />
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" onClick={onClear}>
          {t('tasks.filter.clear')}
        </Button>
      </div>
    </div>
  );
}
