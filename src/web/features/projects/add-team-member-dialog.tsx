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
      const name = person ? personName(person) : 'The team member';
      return sendForm(
        setError,
        ['profileId', 'role'],
        () =>
          withToasts(() => add.mutateAsync(input), {
            success: 'Team member added',
            description: `${name} has been added to the project as a ${input.role}.`,
            failure: 'Failed to add team member',
          }),
        { onSent: () => close(false) },
      );
    },
    // The schema's word on the choice is said in the toast too.
    (errors) => toast.error('Failed to add team member', { description: errors.profileId?.message ?? errors.role?.message }),
  );

  const users = eligible.data ?? [];
  let placeholder = 'Select a team member';
  if (eligible.isPending) placeholder = 'Loading users...';
  else if (eligible.isError) placeholder = 'Could not load users';
  else if (users.length === 0) placeholder = 'No eligible users';

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add Team Member to Project"
      description="Choose a staff member and the role they will have on this project."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={add.isPending} aria-busy={add.isPending || undefined}>
            {add.isPending ? 'Adding...' : 'Add to Project'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <SelectField label="Team Member" error={error} disabled={eligible.isPending} {...register('profileId')}>
          <option value="">{placeholder}</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {personName(u)} ({globalRoleLabel(u.role)})
            </option>
          ))}
        </SelectField>
        <SelectField label="Project Role" error={formState.errors.role?.message} {...register('role')}>
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
