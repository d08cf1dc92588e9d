import { useForm } from 'react-hook-form';
import type { ReminderMode } from '@shared/enums';
import { UpdateClientRemindersInput, type ClientReminders } from '@shared/schemas/reminders';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryBody } from '../../components/query-body';
import { Skeleton } from '../../components/skeleton';
import { sendForm } from '../../lib/apply-server-errors';
import { bodyResolver } from '../../lib/body-resolver';
import { withToasts } from '../../lib/with-toasts';
import { useCan } from '../../lib/can';
import { t } from '../../lib/messages/billing';
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
            {t('billing.reminders.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('billing.reminders.description', { client: client.name })}</p>
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

/** A reminder's day: 'on the due date', '3 days before the due date', '7 days after the due date'. */
function stepText(offsetDays: number): string {
  if (offsetDays === 0) return t('billing.reminders.onDueDate');
  const count = Math.abs(offsetDays);
  return t(offsetDays < 0 ? 'billing.reminders.before' : 'billing.reminders.after', { count });
}

function ClientRemindersForm({ clientId, initial }: { clientId: string; initial: ClientReminders }) {
  const update = useUpdateClientReminders(clientId);
  const { register, handleSubmit, getValues, setValue, setError, watch, formState } = useForm<RemindersValues>({
    resolver: remindersResolver,
    defaultValues: { mode: initial.mode, offsets: initial.offsets ?? initial.agencyOffsets },
  });
  const [mode, offsets] = watch(['mode', 'offsets']);
  const agency = initial.agencyRemindersEnabled
    ? initial.agencyOffsets.map(stepText).join(', ') || t('billing.reminders.noSteps')
    : t('billing.reminders.agencyOff');
  const choices: { value: ReminderMode; label: string; hint: string }[] = [
    { value: 'default', label: t('billing.reminders.agency'), hint: agency },
    { value: 'custom', label: t('billing.reminders.own'), hint: t('billing.reminders.ownHint') },
    { value: 'off', label: t('billing.reminders.off'), hint: t('billing.reminders.offHint') },
  ];
  const save = handleSubmit(() =>
    sendForm(setError, ['mode', 'offsets'], () =>
      withToasts(() => update.mutateAsync(toInput(getValues())), {
        success: t('billing.reminders.saved'),
        failure: t('billing.reminders.failed'),
      }),
    ),
  );

  // A form of its own: its radios are one group, apart from any other on the page.
  return (
    <form className="space-y-4" noValidate onSubmit={(event) => void save(event)}>
      <div role="radiogroup" aria-label={t('billing.reminders.label')} className="grid gap-2 sm:grid-cols-3">
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
          label={t('billing.reminders.clientSchedule')}
          steps={offsets}
          onChange={(next) => setValue('offsets', next)}
          error={stepsMessage(formState.errors.offsets)}
        />
      )}
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={() => void save()} disabled={update.isPending}>
          {update.isPending ? t('billing.reminders.saving') : t('billing.reminders.save')}
        </Button>
      </div>
    </form>
  );
}
