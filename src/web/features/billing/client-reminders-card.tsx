import { useForm } from 'react-hook-form';
import type { ReminderMode } from '@shared/enums';
import { stepLabel } from '@shared/reminder-steps';
import { UpdateClientRemindersInput, type ClientReminders } from '@shared/schemas/reminders';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryBody } from '../../components/query-body';
import { Skeleton } from '../../components/skeleton';
import { sendForm } from '../../lib/apply-server-errors';
import { bodyResolver } from '../../lib/body-resolver';
import { withToasts } from '../../lib/with-toasts';
import { useCan } from '../../lib/can';
import { ReminderStepsEditor, stepsMessage } from '../../components/reminder-steps-editor';
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
        <QueryBody query={reminders} loading={<Skeleton className="h-24 w-full" />}>
          {(data) => <ClientRemindersForm key={JSON.stringify(data)} clientId={client.id} initial={data} />}
        </QueryBody>
      </section>
    </Card>
  );
}

interface RemindersValues {
  mode: ReminderMode;
  offsets: number[];
}
/** Own days are sent only with the custom mode. */
const toInput = (v: RemindersValues): UpdateClientRemindersInput => ({ mode: v.mode, offsets: v.mode === 'custom' ? v.offsets : null });
const remindersResolver = bodyResolver(() => UpdateClientRemindersInput, toInput);

function ClientRemindersForm({ clientId, initial }: { clientId: string; initial: ClientReminders }) {
  const update = useUpdateClientReminders(clientId);
  const { register, handleSubmit, getValues, setValue, setError, watch, formState } = useForm<RemindersValues>({
    resolver: remindersResolver,
    defaultValues: { mode: initial.mode, offsets: initial.offsets ?? initial.agencyOffsets },
  });
  const [mode, offsets] = watch(['mode', 'offsets']);
  const agency = initial.agencyRemindersEnabled
    ? initial.agencyOffsets.map(stepLabel).join(', ') || 'no steps'
    : 'reminders are off for the agency';
  const choices: { value: ReminderMode; label: string; hint: string }[] = [
    { value: 'default', label: 'Agency schedule', hint: agency },
    { value: 'custom', label: 'Own days', hint: 'A schedule for this client only' },
    { value: 'off', label: 'Off', hint: 'No reminders and no late fee for this client' },
  ];
  const save = handleSubmit(() =>
    sendForm(setError, ['mode', 'offsets'], () =>
      withToasts(() => update.mutateAsync(toInput(getValues())), {
        success: 'Payment reminders saved',
        failure: 'Could not save the reminders',
      }),
    ),
  );

  // A form of its own: its radios are one group, apart from any other on the page.
  return (
    <form className="space-y-4" noValidate onSubmit={(event) => void save(event)}>
      <div role="radiogroup" aria-label="Reminders" className="grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary"
          >
            <input type="radio" value={choice.value} className="mt-1" {...register('mode')} />
            <span>
              <span className="block font-medium">{choice.label}</span>
              <span className="block text-muted-foreground">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {mode === 'custom' && (
        <ReminderStepsEditor
          label="This client's schedule"
          steps={offsets}
          onChange={(next) => setValue('offsets', next)}
          error={stepsMessage(formState.errors.offsets)}
        />
      )}
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={() => void save()} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save reminders'}
        </Button>
      </div>
    </form>
  );
}
