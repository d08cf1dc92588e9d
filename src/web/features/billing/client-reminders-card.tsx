import { useId, useState } from 'react';
import type { ReminderMode } from '@shared/enums';
import { stepLabel } from '@shared/reminder-steps';
import type { ClientReminders } from '@shared/schemas/reminders';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { errorMessage, isApiError } from '../../lib/api';
import { useCan } from '../../lib/can';
import { withToasts } from '../../lib/with-toasts';
import { ReminderStepsEditor } from '../../components/reminder-steps-editor';
import { useClientReminders, useUpdateClientReminders } from './api/reminders';

/**
 * A client's payment reminders (billingSettings.manage, decision 0058): the agency's schedule, its own days, or off
 * (the client is not chased: no reminders, no late fee). Shown under the client's invoices to admins only.
 */
export function ClientRemindersCard({ client }: { client: { id: string; name: string } }) {
  const can = useCan();
  const allowed = can('billingSettings.manage');
  const reminders = useClientReminders(client.id, allowed);
  if (!allowed) return null;
  return (
    <Card className="p-5">
      <section aria-labelledby={`reminders-${client.id}`} className="space-y-4">
        <div className="space-y-1">
          <h2 id={`reminders-${client.id}`} className="text-base font-semibold">
            Payment reminders
          </h2>
          <p className="text-sm text-muted-foreground">When {client.name}'s unpaid invoices remind them.</p>
        </div>
        {reminders.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : reminders.isError ? (
          <ErrorState message={errorMessage(reminders.error)} onRetry={() => void reminders.refetch()} retrying={reminders.isFetching} />
        ) : (
          <ClientRemindersForm key={JSON.stringify(reminders.data)} clientId={client.id} initial={reminders.data} />
        )}
      </section>
    </Card>
  );
}

function ClientRemindersForm({ clientId, initial }: { clientId: string; initial: ClientReminders }) {
  const update = useUpdateClientReminders(clientId);
  const name = useId();
  const [mode, setMode] = useState<ReminderMode>(initial.mode);
  const [offsets, setOffsets] = useState<number[]>(initial.offsets ?? initial.agencyOffsets);
  const [error, setError] = useState<string | undefined>();
  const agency = initial.agencyRemindersEnabled
    ? initial.agencyOffsets.map(stepLabel).join(', ') || 'no steps'
    : 'reminders are off for the agency';
  const choices: { value: ReminderMode; label: string; hint: string }[] = [
    { value: 'default', label: 'Agency schedule', hint: agency },
    { value: 'custom', label: 'Own days', hint: 'A schedule for this client only' },
    { value: 'off', label: 'Off', hint: 'No reminders and no late fee for this client' },
  ];
  // Awaited rather than given callbacks: the saved answer is this form's key, so saving remounts it before a mutate
  // callback could run.
  const save = () =>
    withToasts(() => update.mutateAsync({ mode, offsets: mode === 'custom' ? offsets : null }), {
      success: 'Payment reminders saved',
      failure: 'Could not save the reminders',
    }).then(
      () => setError(undefined),
      (e: unknown) => setError(isApiError(e, 400) ? Object.values(e.fields ?? {})[0] : undefined),
    );

  return (
    <div className="space-y-4">
      <div role="radiogroup" aria-label="Reminders" className="grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={mode === choice.value}
              onChange={() => setMode(choice.value)}
              className="mt-1"
            />
            <span>
              <span className="block font-medium">{choice.label}</span>
              <span className="block text-muted-foreground">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {mode === 'custom' && <ReminderStepsEditor label="This client's schedule" steps={offsets} onChange={setOffsets} error={error} />}
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save reminders'}
        </Button>
      </div>
    </div>
  );
}
