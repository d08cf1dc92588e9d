import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_REMINDER_STEPS, REMINDER_OFFSET_MAX, REMINDER_OFFSET_MIN } from '../../shared/schemas/reminders';
import { Button } from './button';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';
import * as remindersWords from '../lib/messages/reminders';

type Side = 'before' | 'on' | 'after';

/** A step in words, in the active language: "3 days before the due date", "on the due date". */
export function stepText(offsetDays: number): string {
  if (offsetDays === 0) return remindersWords.t('reminders.on');
  const count = Math.abs(offsetDays);
  return offsetDays < 0 ? remindersWords.t('reminders.before', { count }) : remindersWords.t('reminders.after', { count });
}

/** A step list's form error: the list's own message, or the first of its steps' (`offsets.2`), said under the editor. */
export function stepsMessage(error: unknown): string | undefined {
  const own = (error as { message?: unknown } | undefined)?.message;
  if (typeof own === 'string') return own;
  const steps: readonly unknown[] = Array.isArray(error) ? error : [];
  for (const step of steps) {
    const message = (step as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/**
 * A reminder schedule as a list of steps ("3 days before the due date"), each removable, and a row to add one. Used by
 * the agency's settings and a client's own days.
 */
export function ReminderStepsEditor({
  label,
  steps,
  onChange,
  error,
  disabled,
}: {
  label: string;
  steps: number[];
  onChange: (steps: number[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const [days, setDays] = useState('7');
  const [side, setSide] = useState<Side>('after');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const n = side === 'on' ? 0 : Number(days);
    if (!Number.isInteger(n) || n < 0) return setProblem(remindersWords.t('reminders.wholeDays'));
    const offset = side === 'before' ? -n : n;
    if (offset < REMINDER_OFFSET_MIN || offset > REMINDER_OFFSET_MAX) {
      return setProblem(remindersWords.t('reminders.range', { before: -REMINDER_OFFSET_MIN, after: REMINDER_OFFSET_MAX }));
    }
    if (steps.includes(offset)) return setProblem(remindersWords.t('reminders.duplicate'));
    if (steps.length >= MAX_REMINDER_STEPS) return setProblem(remindersWords.t('reminders.tooMany', { count: MAX_REMINDER_STEPS }));
    setProblem(null);
    onChange([...steps, offset].sort((a, b) => a - b));
  };

  return (
    <fieldset className="space-y-2" aria-describedby={error || problem ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      {steps.length === 0 ? (
        <p className="text-sm text-muted-foreground">{remindersWords.t('reminders.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {steps.map((offset) => (
            <li key={offset} className="flex items-center gap-1 rounded-full border border-input bg-surface-muted py-1 pl-3 pr-1 text-sm">
              <span>{stepText(offset)}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="size-6 rounded-full p-0"
                aria-label={remindersWords.t('reminders.remove', { step: stepText(offset) })}
                disabled={disabled}
                onClick={() => onChange(steps.filter((s) => s !== offset))}
              >
                <X className="size-3.5" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        {side !== 'on' && (
          <div className="w-24 space-y-1.5">
            <Label htmlFor={`${id}-days`}>{remindersWords.t('reminders.days')}</Label>
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={0}
              value={days}
              disabled={disabled}
              onChange={(e) => setDays(e.target.value)}
            />
          </div>
        )}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-side`}>{remindersWords.t('reminders.when')}</Label>
          <Select id={`${id}-side`} value={side} disabled={disabled} onChange={(e) => setSide(e.target.value as Side)}>
            <option value="before">{remindersWords.t('reminders.sideBefore')}</option>
            <option value="on">{remindersWords.t('reminders.on')}</option>
            <option value="after">{remindersWords.t('reminders.sideAfter')}</option>
          </Select>
        </div>
        <Button type="button" variant="secondary" onClick={add} disabled={disabled}>
          {remindersWords.t('reminders.add')}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={problem ?? error} />
    </fieldset>
  );
}
