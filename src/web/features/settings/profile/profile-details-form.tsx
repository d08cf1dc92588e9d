import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { Me } from '@shared/schemas/me';
import { ProfileInput } from '@shared/schemas/profile';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Input } from '../../../components/input';
import { Label } from '../../../components/label';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { t } from '@web/lib/messages/account';
import { useUpdateProfile } from '../api/profile';
import { roleLabel } from '../role-labels';

const FIELDS = ['firstName', 'lastName'] as const;

/** Names are the user's to change; e-mail and role are shown but set by an administrator. */
export function ProfileDetailsForm({ user }: { user: Me['user'] }) {
  const emailId = useId();
  const roleId = useId();
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(ProfileInput), defaultValues: { firstName: user.firstName, lastName: user.lastName } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const profile = await updateProfile.mutateAsync(values);
      reset({ firstName: profile.firstName, lastName: profile.lastName });
      toast.success(t('account.profile.updated'));
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, setError)) toast.error(t('account.profile.updateFailed'), { description: errorMessage(error) });
    }
  });

  const busy = isSubmitting || updateProfile.isPending;
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">{t('account.profile.details')}</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('account.profile.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t('account.profile.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={emailId}>{t('account.profile.email')}</Label>
            <Input id={emailId} value={user.email} readOnly disabled />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={roleId}>{t('account.profile.role')}</Label>
            <Input id={roleId} value={roleLabel(user.role)} readOnly disabled />
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{t('account.profile.changeHint')}</p>
        <Button type="submit" disabled={busy || !isDirty}>
          {busy ? t('account.common.saving') : t('account.common.save')}
        </Button>
      </form>
    </Card>
  );
}
