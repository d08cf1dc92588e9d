import type { UseMutationResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { QueryErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { Switch } from '../../components/switch';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { t } from '@web/lib/messages/account';

interface SettingSwitchProps {
  /** The setting as read from the server: a skeleton while it loads, a retry when it failed. */
  query: { isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  /** Where the switch stands; while saving, where it is going. */
  checked: boolean;
  saving: boolean;
  onChange: (on: boolean) => void;
  label: string;
  description: ReactNode;
}

/** One workspace setting turned on or off, with what it does said beside the switch (and read out with it). */
export function SettingSwitch({ query, checked, saving, onChange, label, description }: SettingSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  if (query.isPending) return <Skeleton className="h-10 w-full" />;
  if (query.isError) {
    return <QueryErrorState query={query} />;
  }
  return (
    <div className="flex items-start justify-between gap-4">
      {/* Shrinks beside the switch and breaks a word longer than the line (a German compound) rather than pushing it out. */}
      <div className="min-w-0 space-y-1 break-words">
        <p id={labelId} className="text-sm font-medium">
          {label}
        </p>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch checked={checked} onCheckedChange={onChange} disabled={saving} aria-labelledby={labelId} aria-describedby={descriptionId} />
    </div>
  );
}

/**
 * A one-boolean setting `field` saved through `update`, for SettingSwitch: a toast says what changed (`changed(on)`)
 * or why it could not, and while it saves the switch already shows where it is going.
 */
export function settingToggle<F extends string>(
  update: UseMutationResult<unknown, Error, Record<F, boolean>>,
  field: F,
  saved: boolean | undefined,
  changed: (on: boolean) => string,
): Pick<SettingSwitchProps, 'checked' | 'saving' | 'onChange'> {
  const onChange = (on: boolean) =>
    update.mutate({ [field]: on } as Record<F, boolean>, {
      onSuccess: () => toast.success(changed(on)),
      onError: (error) => toast.error(t('account.setting.changeFailed'), { description: errorMessage(error) }),
    });
  return { checked: update.isPending ? update.variables[field] : saved === true, saving: update.isPending, onChange };
}
