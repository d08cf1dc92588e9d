import { Lock, Users } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { FieldError } from '../../components/field-error';
import { cn } from '../../lib/cn';
import type { CommunicationVisibility } from './communication-form';

const OPTIONS: { value: CommunicationVisibility; label: string; hint: string; icon: typeof Lock }[] = [
  { value: 'client', label: 'Visible to the client', hint: "The client's users see it in their portal.", icon: Users },
  { value: 'staff', label: 'Staff only', hint: 'Internal notes: never shown to the client.', icon: Lock },
];

type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'value'>;

/**
 * Who may read a communication (decision 0028): two radios, so the choice is read out and changed with the keyboard
 * like any other. `register` spreads the same props onto both.
 */
export function CommunicationVisibilityField({ error, className, ...radio }: RadioProps & { error?: string }) {
  const errorId = useId();
  return (
    <fieldset className={cn('space-y-2', className)} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-foreground">Who can see this</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {OPTIONS.map(({ value, label, hint, icon: Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" value={value} className="mt-0.5 accent-primary" {...radio} />
            <span>
              <span className="flex items-center gap-1 font-medium text-foreground">
                <Icon aria-hidden className="size-3.5" />
                {label}
              </span>
              <span className="block text-xs text-muted-foreground">{hint}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
