import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { formatDuration, parseDuration } from '@shared/durations';
import { errorMessage, isApiError } from '../../lib/api';
import { Input } from '../../components/input';
import { cn } from '../../lib/cn';
import { t } from '@web/lib/messages/time';

interface TimesheetCellProps {
  minutes: number;
  editable: boolean;
  /** For screen readers: the task and the day ("Design review, Tuesday 3 March"). */
  label: string;
  save: (minutes: number) => Promise<unknown>;
}

const shown = (minutes: number) => (minutes > 0 ? formatDuration(minutes) : '');

/** What was typed, as minutes (empty is 0), or the message to show under the cell. */
function readTyped(text: string): { minutes: number } | { error: string } {
  if (text.trim() === '') return { minutes: 0 };
  const parsed = parseDuration(text);
  if (parsed.ok) return { minutes: parsed.minutes };
  return { error: parsed.reason === 'too_long' ? t('time.cell.tooLong') : t('time.cell.invalid') };
}

/** The next cell input after this one, in reading order: Enter moves on like Tab. */
function nextCell(from: HTMLInputElement) {
  const cells = [...document.querySelectorAll<HTMLInputElement>('input[data-timesheet-cell]:not([disabled])')];
  return cells[cells.indexOf(from) + 1];
}

/** One day of one task: type 1:30, 1.5h or 90m; it saves on leaving the cell or on Enter. */
export function TimesheetCell({ minutes, editable, label, save }: TimesheetCellProps) {
  const errorId = useId();
  const [text, setText] = useState(shown(minutes));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The server's total wins whenever it changes (a save, another tab, a timer), unless the person is mid-edit.
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(shown(minutes));
  }, [minutes, focused]);

  const commit = async () => {
    const typed = readTyped(text);
    if ('error' in typed) {
      setError(typed.error);
      return;
    }
    setError(null);
    if (typed.minutes === minutes) {
      setText(shown(minutes));
      return;
    }
    setSaving(true);
    try {
      await save(typed.minutes);
    } catch (err) {
      setError(isApiError(err) ? (err.fields?.minutes ?? errorMessage(err)) : errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      // Moving on saves through the blur; the last cell saves where it is.
      const next = nextCell(event.currentTarget);
      if (next) next.focus();
      else void commit();
    } else if (event.key === 'Escape') {
      setText(shown(minutes));
      setError(null);
    }
  };

  return (
    <div className="relative">
      <Input
        data-timesheet-cell
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        inputMode="decimal"
        autoComplete="off"
        disabled={!editable}
        value={text}
        placeholder={editable ? '0:00' : ''}
        onChange={(e) => setText(e.target.value)}
        onFocus={(e) => {
          setFocused(true);
          e.currentTarget.select();
        }}
        onBlur={() => {
          setFocused(false);
          void commit();
        }}
        onKeyDown={onKeyDown}
        className={cn('h-9 min-w-16 px-2 text-right tabular-nums disabled:bg-surface-muted', saving && 'opacity-70')}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
