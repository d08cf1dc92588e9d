/** The request form's values and their check by the server's own schema, each message beside its field. */
import type { Priority } from '@shared/enums';
import { CreateRequestInput, type RequestListItem } from '@shared/schemas/requests';
import { bodyResolver } from '@web/lib/body-resolver';

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

export const requestResolver = bodyResolver(
  () => CreateRequestInput,
  (values: RequestFormValues) => values,
  { fields: REQUEST_FORM_FIELDS },
);
