/**
 * The project form's values: what the fields hold (strings, '' for empty) and the payload the API takes (null for
 * empty). The shared schema does the same on parse; these keep the dialog's defaults and payload in one place.
 */
import type { Currency, Priority, ProjectStatus } from '@shared/enums';
import type { ProjectMoney } from '@shared/schemas/budgets';
import type { CreateProjectInput, ProjectListItem } from '@shared/schemas/projects';
import { hoursTextToMinutes, minorToMoneyText, minutesToHoursText, moneyTextToMinor } from '../../lib/hours-and-money-text';

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
  /** Rates and budgets (decision 0048): amounts and hours as typed. */
  hourlyRate: string;
  currency: Currency;
  billableByDefault: boolean;
  budgetHours: string;
  budgetAmount: string;
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
  hourlyRate: '',
  currency: 'USD',
  billableByDefault: true,
  budgetHours: '',
  budgetAmount: '',
};

/** The form filled from a saved project (edit). */
export function projectToFormValues(project: ProjectListItem & Partial<ProjectMoney>): ProjectFormValues {
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
    hourlyRate: minorToMoneyText(project.hourlyRateMinor, project.currency ?? 'USD'),
    currency: project.currency ?? 'USD',
    billableByDefault: project.billableByDefault ?? true,
    budgetHours: minutesToHoursText(project.budgetMinutes),
    budgetAmount: minorToMoneyText(project.budgetMinor, project.currency ?? 'USD'),
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

type ProjectPayloadSource = { [K in keyof ProjectFormValues]?: ProjectFormValues[K] | null };

/** What POST / PATCH /api/projects receive: every field present, empty text, dates and manager as null. */
export function toProjectPayload(
  values: ProjectPayloadSource,
): CreateProjectInput & {
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  projectManagerId: string | null;
  completionPercentage: number | null;
  hourlyRateMinor: number | null;
  budgetMinutes: number | null;
  budgetMinor: number | null;
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
    completionPercentage:
      values.completionPercentage === null || values.completionPercentage === undefined ? null : completionOf(values.completionPercentage),
    projectManagerId: blankToNull(values.projectManagerId),
    hourlyRateMinor: moneyTextToMinor(values.hourlyRate, values.currency ?? 'USD'),
    currency: values.currency ?? 'USD',
    billableByDefault: values.billableByDefault ?? true,
    budgetMinutes: hoursTextToMinutes(values.budgetHours),
    budgetMinor: moneyTextToMinor(values.budgetAmount, values.currency ?? 'USD'),
  };
}

/** The payload without rates and budgets: an edit that did not show them leaves them as they are. */
export function withoutMoney(payload: ReturnType<typeof toProjectPayload>) {
  const {
    hourlyRateMinor: _rate,
    currency: _currency,
    billableByDefault: _billable,
    budgetMinutes: _hours,
    budgetMinor: _amount,
    ...rest
  } = payload;
  return rest;
}
