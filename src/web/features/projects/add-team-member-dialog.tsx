import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { PROJECT_ROLES } from '@shared/enums';
import { AddTeamMemberInput } from '@shared/schemas/projects';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../lib/api';
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
  const [profileId, setProfileId] = useState('');
  const [role, setRole] = useState<ProjectRole>('developer');
  const [error, setError] = useState<string | undefined>();

  const close = (next: boolean) => {
    if (add.isPending && !next) return;
    if (!next) {
      setProfileId('');
      setRole('developer');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddTeamMemberInput.safeParse({ profileId, role });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please select a team member';
      setError(message);
      toast.error('Failed to add team member', { description: message });
      return;
    }
    const person = eligible.data?.find((u) => u.id === profileId);
    try {
      await add.mutateAsync(parsed.data);
      const name = person ? personName(person) : 'The team member';
      toast.success('Team member added', { description: `${name} has been added to the project as a ${parsed.data.role}.` });
      close(false);
    } catch (failure) {
      toast.error('Failed to add team member', { description: errorMessage(failure) });
    }
  };

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
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <SelectField
          label="Team Member"
          value={profileId}
          error={error}
          disabled={eligible.isPending}
          onChange={(e) => {
            setProfileId(e.target.value);
            setError(undefined);
          }}
        >
          <option value="">{placeholder}</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {personName(u)} ({globalRoleLabel(u.role)})
            </option>
          ))}
        </SelectField>
        <SelectField label="Project Role" value={role} onChange={(e) => setRole(e.target.value as ProjectRole)}>
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
