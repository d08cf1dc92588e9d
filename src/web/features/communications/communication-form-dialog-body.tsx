import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES } from '@shared/enums';
import type { CreateCommunicationInput } from '@shared/schemas/communications';
import { AddOrEditDialog, type AddOrEditWords } from '../../components/add-or-edit-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { withToasts } from '../../lib/with-toasts';
import { useCreateCommunication } from './api/create-communication';
import { useClientOptions } from './api/get-options';
import { useUpdateCommunication } from './api/update-communication';
import {
  communicationFormFrom,
  communicationResolver,
  defaultShared,
  emptyCommunicationForm,
  FORM_FIELDS,
  toCommunicationPayload,
  type CommunicationFormValues,
} from './communication-form';
import type { CommunicationFormDialogProps } from './communication-form-dialog';
import { directionLabel, typeLabel } from './communication-format';
import { CommunicationVisibilityField } from './communication-visibility-field';
import { NamedOptions } from '../../components/filter-select';
import { t } from '@web/lib/messages/communications';

const words = (): AddOrEditWords => ({
  add: { title: t('communications.form.addTitle'), submitLabel: t('communications.form.create') },
  edit: { title: t('communications.form.editTitle'), submitLabel: t('communications.form.update') },
});

export function CommunicationFormDialogBody({ onOpenChange, communication, fixedClient }: CommunicationFormDialogProps) {
  const editing = !!communication;
  const create = useCreateCommunication();
  const update = useUpdateCommunication();
  const clients = useClientOptions(!fixedClient);

  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CommunicationFormValues>({
    resolver: communicationResolver,
    defaultValues: communication ? communicationFormFrom(communication) : emptyCommunicationForm(fixedClient?.id ?? ''),
  });
  const type = watch('type');
  // A new record follows its type's default until the author ticks or unticks the box (decisions 0028, 0106).
  const sharingChosen = useRef(editing);
  useEffect(() => {
    if (!sharingChosen.current) setValue('shared', defaultShared(type));
  }, [type, setValue]);
  const shared = register('shared', {
    onChange: () => {
      sharingChosen.current = true;
    },
  });

  const onSubmit = handleSubmit(async () => {
    const payload = toCommunicationPayload(getValues()) as CreateCommunicationInput;
    try {
      const save = () => (communication ? update.mutateAsync({ id: communication.id, input: payload }) : create.mutateAsync(payload));
      await withToasts(save, {
        success: editing ? t('communications.form.updated') : t('communications.form.created'),
        failure: editing ? t('communications.form.updateFailed') : t('communications.form.createFailed'),
      });
      onOpenChange(false);
    } catch (error) {
      // Kept open with the server's messages beside the fields, so nothing typed is lost.
      applyServerErrors(error, [...FORM_FIELDS], setError, { rename: { staffOnly: 'shared' } });
    }
  });

  const busy = isSubmitting;
  const clientList = clients.data ?? [];
  // The record's client may be outside the options (a developer's own record of a client he left): keep it.
  const missingClient =
    communication && clients.data && !clientList.some((c) => c.id === communication.client.id) ? communication.client : null;

  return (
    <AddOrEditDialog
      open
      onOpenChange={onOpenChange}
      words={words()}
      className="max-w-2xl"
      busy={busy}
      editing={editing}
      onSubmit={onSubmit}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {fixedClient ? (
        <SelectField className="sm:col-span-2" label={t('communications.field.client')} disabled value={fixedClient.id}>
          <option value={fixedClient.id}>{fixedClient.name}</option>
        </SelectField>
      ) : (
        <SelectField
          className="sm:col-span-2"
          label={t('communications.field.client')}
          error={errors.clientId?.message}
          {...register('clientId')}
        >
          <option value="">{clients.isPending ? t('communications.form.loadingClients') : t('communications.form.selectClient')}</option>
          <NamedOptions items={clientList} />
          {missingClient ? <option value={missingClient.id}>{missingClient.name}</option> : null}
        </SelectField>
      )}
      <SelectField
        label={t('communications.field.type')}
        error={errors.type?.message}
        {...register('type')}
        options={COMMUNICATION_TYPES}
        optionLabel={typeLabel}
      />
      <SelectField
        label={t('communications.field.direction')}
        error={errors.direction?.message}
        {...register('direction')}
        options={COMMUNICATION_DIRECTIONS}
        optionLabel={directionLabel}
      />
      <TextField
        className="sm:col-span-2"
        label={t('communications.field.subject')}
        maxLength={200}
        autoFocus
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        className="sm:col-span-2"
        label={t('communications.field.content')}
        rows={4}
        maxLength={10_000}
        error={errors.content?.message}
        {...register('content')}
      />
      <CommunicationVisibilityField className="sm:col-span-2" checked={watch('shared')} error={errors.shared?.message} {...shared} />

      {type === 'email' ? (
        <>
          <TextField
            label={t('communications.form.fromEmail')}
            type="email"
            autoComplete="off"
            error={errors.fromEmail?.message}
            {...register('fromEmail')}
          />
          <TextField
            label={t('communications.form.toEmail')}
            type="email"
            autoComplete="off"
            error={errors.toEmail?.message}
            {...register('toEmail')}
          />
          <TextField
            label={t('communications.field.attachments')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={errors.attachmentsCount?.message}
            {...register('attachmentsCount')}
          />
        </>
      ) : null}
      {type === 'call' ? (
        <TextField
          label={t('communications.field.duration')}
          placeholder={t('communications.form.durationPlaceholder')}
          maxLength={100}
          error={errors.duration?.message}
          {...register('duration')}
        />
      ) : null}
      {type === 'meeting' ? (
        <>
          <TextField
            label={t('communications.field.meetingStart')}
            type="datetime-local"
            error={errors.meetingStartsAt?.message}
            {...register('meetingStartsAt')}
          />
          <TextField
            label={t('communications.field.meetingEnd')}
            type="datetime-local"
            error={errors.meetingEndsAt?.message}
            {...register('meetingEndsAt')}
          />
        </>
      ) : null}
    </AddOrEditDialog>
  );
}
