import { useId, type ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { Switch } from '../../components/switch';
import { errorMessage } from '../../lib/api';

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
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
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
