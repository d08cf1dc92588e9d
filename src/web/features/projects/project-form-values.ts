/**
 * The project form's values: what the fields hold (strings, '' for empty) and the payload the API takes (null for
 * empty). The shared schema does the same on parse; these keep the dialog's defaults and payload in one place.
 */
import type { Priority, ProjectStatus } from '../../../shared/enums';
import type { CreateProjectInput, ProjectListItem } from '../../../shared/schemas/projects';

export interface ProjectFormValues {
  name: string;
  description: string;
  clientId: string;
  status: ProjectStatus;
  priority: Priority;
  startDate: string;
  endDate: string;
  /** Set by hand; null follows the tasks (decision 0027). */
  completionPercentage: string | number | null;
  projectManagerId: string;
}

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  description: '',
  clientId: '',
  status: 'planning',
  priority: 'medium',
  startDate: '',
  endDate: '',
  completionPercentage: null,
  projectManagerId: '',
};

/** The form filled from a saved project (edit). */
export function projectToFormValues(project: ProjectListItem): ProjectFormValues {
  return {
    name: project.name,
    description: project.description ?? '',
    clientId: project.client.id,
    status: project.status,
    priority: project.priority,
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    completionPercentage: project.completionSetByHand ? project.completionPercentage : null,
    projectManagerId: project.manager?.id ?? '',
  };
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** A non-numeric completion becomes 0, as the product's form does; the rest is clamped to 0-100. */
export function completionOf(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}

type ProjectPayloadSource = {
  [K in keyof ProjectFormValues]?: ProjectFormValues[K] | null;
};

/** What POST / PATCH /api/projects receive: every field present, empty text, dates and manager as null. */
export function toProjectPayload(values: ProjectPayloadSource): CreateProjectInput & {
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  projectManagerId: string | null;
  completionPercentage: number | null;
} {
  return {
    name: (values.name ?? '').trim(),
    description: blankToNull(values.description),
    clientId: values.clientId ?? '',
    status: values.status ?? 'planning',
    priority: values.priority ?? 'medium',
    startDate: blankToNull(values.startDate),
    endDate: blankToNull(values.endDate),
    // null or absent: the completion follows the tasks.
    completionPercentage: values.completionPercentage === null || values.completionPercentage === undefined ? null : completionOf(values.completionPercentage),
    projectManagerId: blankToNull(values.projectManagerId),
  };
}
