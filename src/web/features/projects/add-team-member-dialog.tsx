import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { PROJECT_ROLES } from '@shared/enums';
import { AddTeamMemberInput } from '@shared/schemas/projects';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SelectField } from '../../components/select-field';
import { sendForm } from '../../lib/apply-server-errors';
import { withToasts } from '../../lib/with-toasts';
import { useAddTeamMember } from './api/add-team-member';
import { useEligibleMembers } from './api/get-eligible-members';
import { globalRoleLabel, personName, projectRoleLabel } from './project-format';
import { t } from '@web/lib/messages/projects';
import { fieldMessage } from '@web/lib/field-message';

interface AddTeamMemberDialogProps {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type ProjectRole = (typeof PROJECT_ROLES)[number];

export function AddTeamMemberDialog({ projectId, open, onOpenChange }: AddTeamMemberDialogProps) {
  const formId = useId();
  const eligible = useEligibleMembers(projectId, open);
  const add = useAddTeamMember(projectId);
  const { register, handleSubmit, getValues, setError, reset, formState } = useForm({
    resolver: zodResolver(AddTeamMemberInput),
    defaultValues: { profileId: '', role: 'developer' as ProjectRole },
  });
  const error = formState.errors.profileId?.message;

  const close = (next: boolean) => {
    if (add.isPending && !next) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = handleSubmit(
    () => {
      const input = getValues();
      const person = eligible.data?.find((u) => u.id === input.profileId);
      const name = person ? personName(person) : t('projects.addMember.theTeamMember');
      return sendForm(
        setError,
        ['profileId', 'role'],
        () =>
          withToasts(() => add.mutateAsync(input), {
            success: t('projects.addMember.added'),
            description: t('projects.addMember.addedDescription', { name, role: input.role }),
            failure: t('projects.addMember.failed'),
          }),
        { onSent: () => close(false) },
      );
    },
    // The schema's word on the choice is said in the toast too.
    (errors) =>
      toast.error(t('projects.addMember.failed'), { description: fieldMessage(errors.profileId?.message ?? errors.role?.message ?? '') }),
  );

  const users = eligible.data ?? [];
  let placeholder = t('projects.addMember.select');
  if (eligible.isPending) placeholder = t('projects.addMember.loadingUsers');
  else if (eligible.isError) placeholder = t('projects.addMember.usersLoadError');
  else if (users.length === 0) placeholder = t('projects.addMember.noEligibleUsers');

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('projects.addMember.title')}
      description={t('projects.addMember.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={add.isPending}>
            {t('projects.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={add.isPending} aria-busy={add.isPending || undefined}>
            {add.isPending ? t('projects.addMember.adding') : t('projects.addMember.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <SelectField label={t('projects.addMember.member')} error={error} disabled={eligible.isPending} {...register('profileId')}>
          <option value="">{placeholder}</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {t('projects.addMember.option', { name: personName(u), role: globalRoleLabel(u.role) })}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('projects.addMember.role')} error={formState.errors.role?.message} {...register('role')}>
          {PROJECT_ROLES.map((r) => (
            <option key={r} value={r}>
              {projectRoleLabel(r)}
            </option>
          ))}
        </SelectField>
      </form>
    </Dialog>
  );
}
