/** The request form's values and their check by the server's own schema, each message beside its field. */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Priority } from '@shared/enums';
import { CreateRequestInput, type RequestListItem } from '@shared/schemas/requests';

export interface RequestFormValues {
  projectId: string;
  title: string;
  description: string;
  priority: Priority;
}

export const REQUEST_FORM_FIELDS = ['projectId', 'title', 'description', 'priority'] as const;

export const emptyRequestForm = (projectId = ''): RequestFormValues => ({ projectId, title: '', description: '', priority: 'medium' });

export const requestFormFrom = (r: RequestListItem): RequestFormValues => ({
  projectId: r.project.id,
  title: r.title,
  description: r.description ?? '',
  priority: r.priority,
});

export const requestResolver: Resolver<RequestFormValues> = async (values) => {
  const parsed = CreateRequestInput.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<RequestFormValues> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof RequestFormValues;
    if ((REQUEST_FORM_FIELDS as readonly string[]).includes(key) && !errors[key])
      errors[key] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
