import { useForm } from 'react-hook-form';
import { InviteColleagueInput } from '@shared/schemas/colleagues';
import { FormAlert } from '../../components/form-alert';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { sendForm } from '../../lib/apply-server-errors';
import { bodyResolver } from '../../lib/body-resolver';
import { toast } from '../../lib/toast';
import { useInviteColleague } from './api/colleague-mutations';
import { t } from '@web/lib/messages/clients';

interface InviteColleagueDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  company: string;
}

type Values = { firstName: string; lastName: string; email: string };
const resolver = bodyResolver(
  () => InviteColleagueInput,
  (values: Values) => values,
);

/** "Invite a colleague": their name and e-mail; they are sent the portal's invitation to choose a password. */
export function InviteColleagueDialog({ open, onOpenChange, company }: InviteColleagueDialogProps) {
  const invite = useInviteColleague();
  const { register, handleSubmit, getValues, setError, reset, formState } = useForm<Values>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const { errors } = formState;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset();
  };
  const submit = handleSubmit(() =>
    sendForm(setError, ['firstName', 'lastName', 'email'], () => invite.mutateAsync(getValues()), {
      formMessage: 'any',
      onSent: (colleague) => {
        close(false);
        toast.success(t('clients.invitationSent'), {
          description: t('clients.invite.sentDescription', { firstName: colleague.firstName, email: colleague.email }),
        });
      },
    }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('clients.colleagues.invite')}
      description={t('clients.invite.description', { company })}
      busy={invite.isPending}
      submitLabel={t('clients.invite.submit')}
      busyLabel={t('clients.invite.sending')}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('clients.field.firstName')}
          autoComplete="off"
          error={errors.firstName?.message}
          autoFocus
          {...register('firstName')}
        />
        <TextField label={t('clients.field.lastName')} autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label={t('clients.field.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <FormAlert errors={errors} />
    </FormDialog>
  );
}
