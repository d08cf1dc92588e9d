import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES } from '@shared/enums';
import type { CreateCommunicationInput } from '@shared/schemas/communications';
import { AddOrEditDialog, type AddOrEditWords } from '../../components/add-or-edit-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { saveToasts, withToasts } from '../../lib/with-toasts';
import { useCreateCommunication } from './api/create-communication';
import { useClientOptions } from './api/get-options';
import { useUpdateCommunication } from './api/update-communication';
import {
  communicationFormFrom,
  communicationResolver,
  defaultVisibility,
  emptyCommunicationForm,
  FORM_FIELDS,
  toCommunicationPayload,
  type CommunicationFormValues,
} from './communication-form';
import type { CommunicationFormDialogProps } from './communication-form-dialog';
import { DIRECTION_LABELS, TYPE_LABELS } from './communication-format';
import { CommunicationVisibilityField } from './communication-visibility-field';
import { NamedOptions } from '../../components/filter-select';

const WORDS: AddOrEditWords = {
  add: { title: 'Add New Communication', submitLabel: 'Create Communication' },
  edit: { title: 'Edit Communication', submitLabel: 'Update Communication' },
};

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
  // A new record follows its type's default visibility until the author picks one (decision 0028).
  const visibilityChosen = useRef(editing);
  useEffect(() => {
    if (!visibilityChosen.current) setValue('visibility', defaultVisibility(type));
  }, [type, setValue]);
  const visibility = register('visibility', {
    onChange: () => {
      visibilityChosen.current = true;
    },
  });

  const onSubmit = handleSubmit(async () => {
    const payload = toCommunicationPayload(getValues()) as CreateCommunicationInput;
    try {
      const save = () => (communication ? update.mutateAsync({ id: communication.id, input: payload }) : create.mutateAsync(payload));
      await withToasts(save, saveToasts('Communication record', editing));
      onOpenChange(false);
    } catch (error) {
      // Kept open with the server's messages beside the fields, so nothing typed is lost.
      applyServerErrors(error, [...FORM_FIELDS], setError, { rename: { staffOnly: 'visibility' } });
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
      words={WORDS}
      className="max-w-2xl"
      busy={busy}
      editing={editing}
      onSubmit={onSubmit}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {fixedClient ? (
        <SelectField className="sm:col-span-2" label="Client" disabled value={fixedClient.id}>
          <option value={fixedClient.id}>{fixedClient.name}</option>
        </SelectField>
      ) : (
        <SelectField className="sm:col-span-2" label="Client" error={errors.clientId?.message} {...register('clientId')}>
          <option value="">{clients.isPending ? 'Loading clients...' : 'Select a client'}</option>
          <NamedOptions items={clientList} />
          {missingClient ? <option value={missingClient.id}>{missingClient.name}</option> : null}
        </SelectField>
      )}
      <SelectField
        label="Type"
        error={errors.type?.message}
        {...register('type')}
        options={COMMUNICATION_TYPES}
        optionLabel={(t) => TYPE_LABELS[t]}
      />
      <SelectField
        label="Direction"
        error={errors.direction?.message}
        {...register('direction')}
        options={COMMUNICATION_DIRECTIONS}
        optionLabel={(d) => DIRECTION_LABELS[d]}
      />
      <TextField
        className="sm:col-span-2"
        label="Subject"
        maxLength={200}
        autoFocus
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        className="sm:col-span-2"
        label="Content"
        rows={4}
        maxLength={10_000}
        error={errors.content?.message}
        {...register('content')}
      />
      <CommunicationVisibilityField className="sm:col-span-2" error={errors.visibility?.message} {...visibility} />

      {type === 'email' ? (
        <>
          <TextField label="From Email" type="email" autoComplete="off" error={errors.fromEmail?.message} {...register('fromEmail')} />
          <TextField label="To Email" type="email" autoComplete="off" error={errors.toEmail?.message} {...register('toEmail')} />
          <TextField
            label="Attachments"
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
          label="Duration"
          placeholder="e.g. 30 minutes"
          maxLength={100}
          error={errors.duration?.message}
          {...register('duration')}
        />
      ) : null}
      {type === 'meeting' ? (
        <>
          <TextField label="Meeting Start" type="datetime-local" error={errors.meetingStartsAt?.message} {...register('meetingStartsAt')} />
          <TextField label="Meeting End" type="datetime-local" error={errors.meetingEndsAt?.message} {...register('meetingEndsAt')} />
        </>
      ) : null}
    </AddOrEditDialog>
  );
}
