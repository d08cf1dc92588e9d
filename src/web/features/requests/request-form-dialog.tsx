import { useEffect, useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FILE_ACCEPT, FILE_MAX_BYTES, FILE_TOO_LARGE } from '@shared/schemas/files';
import type { RequestListItem } from '@shared/schemas/requests';
import { uploadFile } from '../../components/attachments/files-api';
import { AddOrEditDialog, type AddOrEditWords } from '../../components/add-or-edit-dialog';
import { PriorityField } from '../../components/form-parts';
import { Label } from '../../components/label';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { useCurrentUser } from '../../lib/current-user';
import { withToasts } from '../../lib/with-toasts';
import { useProjectOptions } from './api/get-options';
import { useCreateRequest, useUpdateRequest } from './api/request-mutations';
import { emptyRequestForm, REQUEST_FORM_FIELDS, requestFormFrom, requestResolver, type RequestFormValues } from './request-form';
import { t } from '@web/lib/messages/requests';

export interface RequestFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request to change; without one the dialog files a new request. */
  request?: RequestListItem | null;
  /** The project chosen beforehand (the dialog opened on a project's page). */
  projectId?: string;
}

const words = (): AddOrEditWords => ({
  add: {
    title: t('requests.form.newTitle'),
    description: t('requests.form.newDescription'),
    submitLabel: t('requests.form.send'),
    busyLabel: t('requests.form.sending'),
  },
  edit: { title: t('requests.form.editTitle'), submitLabel: t('requests.form.update') },
});

/** File a request, or change one's own while it is open. Mounted each time it opens, so it starts from the record. */
export function RequestFormDialog(props: RequestFormDialogProps) {
  if (!props.open) return null;
  return <RequestFormDialogBody {...props} />;
}

function RequestFormDialogBody({ onOpenChange, request, projectId }: RequestFormDialogProps) {
  const navigate = useNavigate();
  const editing = !!request;
  const { me } = useCurrentUser();
  const projects = useProjectOptions(me?.user.clientId ?? null, !editing);
  const create = useCreateRequest();
  const fileInputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const update = useUpdateRequest();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RequestFormValues>({
    resolver: requestResolver,
    defaultValues: request ? requestFormFrom(request) : emptyRequestForm(projectId),
  });

  // The select shows the chosen project only once its option exists: choose it again when the projects arrive.
  const loaded = projects.data;
  useEffect(() => {
    if (loaded && projectId && !editing) setValue('projectId', projectId);
  }, [loaded, projectId, editing, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    const fields = { title: values.title, description: values.description, priority: values.priority };
    try {
      if (request) {
        await withToasts(() => update.mutateAsync({ id: request.id, input: fields }), {
          success: t('requests.form.updated'),
          failure: t('requests.form.updateFailed'),
        });
        onOpenChange(false);
      } else {
        const created = await withToasts(() => create.mutateAsync({ ...fields, projectId: values.projectId }), {
          success: t('requests.form.sent'),
          description: t('requests.form.sentDescription'),
          failure: t('requests.form.sendFailed'),
        });
        // The request is filed; its screenshots follow it. One refused file does not undo the request: it says why.
        for (const file of files) {
          try {
            await uploadFile({ entityType: 'request', entityId: created.id }, file, () => {});
          } catch (cause) {
            toast.error(t('requests.form.attachFailed', { name: file.name }), { description: errorMessage(cause) });
          }
        }
        onOpenChange(false);
        navigate(`/requests/${created.id}`);
      }
    } catch (error) {
      // Kept open with the server's messages beside the fields, so nothing typed is lost.
      applyServerErrors(error, REQUEST_FORM_FIELDS, setError);
    }
  });

  return (
    <AddOrEditDialog
      open
      onOpenChange={onOpenChange}
      words={words()}
      className="max-w-xl"
      busy={isSubmitting}
      editing={editing}
      onSubmit={onSubmit}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {editing ? (
        <SelectField className="sm:col-span-2" label={t('requests.filter.project')} disabled value={request.project.id}>
          <option value={request.project.id}>{request.project.name}</option>
        </SelectField>
      ) : (
        <SelectField
          className="sm:col-span-2"
          label={t('requests.filter.project')}
          error={errors.projectId?.message}
          {...register('projectId')}
        >
          <option value="">{projects.isPending ? t('requests.form.loadingProjects') : t('requests.form.selectProject')}</option>
          {projects.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        className="sm:col-span-2"
        label={t('requests.form.title')}
        maxLength={200}
        autoFocus
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        className="sm:col-span-2"
        label={t('requests.form.description')}
        rows={5}
        maxLength={10_000}
        placeholder={t('requests.form.descriptionPlaceholder')}
        error={errors.description?.message}
        {...register('description')}
      />
      <PriorityField error={errors.priority?.message} {...register('priority')} />
      {editing ? null : (
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={fileInputId}>{t('requests.form.files')}</Label>
          <input
            id={fileInputId}
            type="file"
            accept={FILE_ACCEPT}
            multiple
            aria-describedby={fileError ? `${fileInputId}-error` : undefined}
            className="block w-full text-sm text-muted-foreground file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
            onChange={(e) => {
              const chosen = [...(e.target.files ?? [])];
              // The server refuses them too; saying so at once spares sending them for nothing.
              const tooLarge = chosen.find((f) => f.size > FILE_MAX_BYTES);
              setFileError(tooLarge ? `${tooLarge.name}: ${FILE_TOO_LARGE}` : null);
              setFiles(chosen.filter((f) => f.size <= FILE_MAX_BYTES));
            }}
          />
          {fileError ? (
            <p id={`${fileInputId}-error`} role="alert" className="text-sm text-danger">
              {fileError}
            </p>
          ) : null}
        </div>
      )}
    </AddOrEditDialog>
  );
}
