import { useId } from 'react';
import { PRIORITIES, TASK_STATUSES, TASK_TYPES } from '@shared/enums';
import type { TaskListQuery } from '@shared/schemas/tasks';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { useAssigneeOptions, useClientOptions, useMilestoneOptions, useProjectOptions } from './api/get-options';
import { FilterSelect } from '../../components/filter-select';
import type { ListChanges } from '../../lib/list-state';
import { humanize } from './task-format';
import { statusLabel } from '@shared/status-display';

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
  const fromId = useId();
  const toId = useId();
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
        <FilterSelect label="Status" value={filters.status} onChange={(v) => onChange({ status: v })}>
          {TASK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel('task', s)}
            </option>
          ))}
        </FilterSelect>
        {/* Overdue is not a status but a due-date condition (past due, not completed), so it filters on its own. */}
        <FilterSelect label="Overdue" value={filters.overdue ? 'true' : null} onChange={(v) => onChange({ overdue: v === 'true' })}>
          <option value="true">Overdue only</option>
        </FilterSelect>
        <FilterSelect label="Priority" value={filters.priority} onChange={(v) => onChange({ priority: v })}>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {statusLabel('priority', p)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Type" value={filters.type} onChange={(v) => onChange({ type: v })}>
          {TASK_TYPES.map((t) => (
            <option key={t} value={t}>
              {humanize(t)}
            </option>
          ))}
        </FilterSelect>
        {showAssignee ? (
          <FilterSelect label="Assignee" value={filters.assignedToId} onChange={(v) => onChange({ assignedToId: v })}>
            <option value="unassigned">Unassigned</option>
            {users.data?.map((u) => (
              <option key={u.id} value={u.id}>{`${u.firstName} ${u.lastName}`}</option>
            ))}
          </FilterSelect>
        ) : null}
        {showClient ? (
          <FilterSelect label="Client" value={filters.clientId} onChange={(v) => onChange({ clientId: v })}>
            {clients.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </FilterSelect>
        ) : null}
        {showProject ? (
          <FilterSelect label="Project" value={filters.projectId} onChange={(v) => onChange({ projectId: v })}>
            <option value="none">No Project</option>
            {projects.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </FilterSelect>
        ) : null}
        <FilterSelect
          label="Milestone"
          value={filters.milestoneId}
          onChange={(v) => onChange({ milestoneId: v })}
          disabled={!milestoneReady}
          allLabel={milestoneReady ? 'All' : 'Select a project first'}
        >
          <option value="none">No Milestone</option>
          {milestones.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </FilterSelect>
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={fromId}>Due From</Label>
          <Input
            id={fromId}
            type="date"
            value={filters.dueFrom ?? ''}
            max={filters.dueTo}
            onChange={(e) => onChange({ dueFrom: e.target.value || null })}
          />
        </div>
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={toId}>Due To</Label>
          <Input
            id={toId}
            type="date"
            value={filters.dueTo ?? ''}
            min={filters.dueFrom}
            onChange={(e) => onChange({ dueTo: e.target.value || null })}
          />
        </div>
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" onClick={onClear}>
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
