/**
 * A team member's own hourly rate on the project (decision 0048): it overrides the project's rate for their new time;
 * empty goes back to the project's rate. Time already logged keeps the rate it was logged at.
 */
import { useState } from 'react';
import type { TeamMember } from '@shared/schemas/projects';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { minorToMoneyText, moneyTextToMinor } from '../../lib/hours-and-money-text';
import { withToasts } from '../../lib/with-toasts';
import { useSetTeamRate } from './api/set-team-rate';
import { personName } from './project-format';
import { t } from '@web/lib/messages/projects';

interface TeamRateDialogProps {
  projectId: string;
  /** The project's currency: the rate is typed and stored in it (decision 0100). */
  currency?: string;
  member: TeamMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function TeamRateDialog({ projectId, currency = 'USD', member, open, onOpenChange }: TeamRateDialogProps) {
  const save = useSetTeamRate(projectId);
  const [text, setText] = useState(minorToMoneyText(member.hourlyRateMinor, currency));
  const [error, setError] = useState<string | undefined>();
  const name = personName(member);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const minor = moneyTextToMinor(text, currency);
    if (minor !== null && !Number.isFinite(minor)) {
      setError(t('projects.rate.invalid'));
      return;
    }
    setError(undefined);
    try {
      await withToasts(() => save.mutateAsync({ assignmentId: member.id!, input: { hourlyRateMinor: minor } }), {
        success: t('projects.rate.saved'),
        description: t('projects.rate.savedDescription', { name }),
        failure: t('projects.rate.saveFailed'),
      });
    } catch {
      return; // The toast said why; the dialog stays open with what was typed.
    }
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('projects.rate.title')}
      description={t('projects.rate.description', { name })}
      busy={save.isPending}
      submitLabel={t('projects.rate.save')}
      onSubmit={(e) => void submit(e)}
    >
      <TextField
        label={t('projects.form.hourlyRate')}
        inputMode="decimal"
        placeholder={t('projects.rate.placeholder')}
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
    </FormDialog>
  );
}
