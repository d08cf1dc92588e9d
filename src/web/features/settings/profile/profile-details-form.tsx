import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { Me } from '@shared/schemas/me';
import { ROLE_LABELS } from '@shared/roles';
import { ProfileInput } from '@shared/schemas/profile';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Input } from '../../../components/input';
import { Label } from '../../../components/label';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { useUpdateProfile } from '../api/profile';

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
      toast.success('Profile updated');
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, setError)) toast.error('Failed to update profile', { description: errorMessage(error) });
    }
  });

  const busy = isSubmitting || updateProfile.isPending;
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">Details</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={emailId}>Email</Label>
            <Input id={emailId} value={user.email} readOnly disabled />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={roleId}>Role</Label>
            <Input id={roleId} value={ROLE_LABELS[user.role] ?? user.role} readOnly disabled />
          </div>
        </div>
        <p className="text-sm text-muted-foreground">To change your email or role, ask an administrator.</p>
        <Button type="submit" disabled={busy || !isDirty}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </Card>
  );
}
