import { Lock, Users } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { FieldError } from '../../components/field-error';
import { cn } from '../../lib/cn';
import { t } from '@web/lib/messages/communications';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked'>;

/**
 * Who may read a communication (decisions 0028, 0106): one box, "Shared with the client", off for a staff summary
 * (a call, a meeting, a chat) until its author ticks it, so sharing is a choice and never an accident. The line under
 * it says what the current choice means. `register` spreads its props onto the box; `checked` is the watched value.
 */
export function CommunicationVisibilityField({ error, className, checked, ...box }: CheckboxProps & { checked: boolean; error?: string }) {
  const errorId = useId();
  const hintId = useId();
  const Icon = checked ? Users : Lock;
  return (
    <div className={cn('space-y-1', className)}>
      <label className="flex cursor-pointer items-start gap-2 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
        <input
          type="checkbox"
          className="mt-0.5 accent-primary"
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          {...box}
        />
        <span>
          <span className="font-medium text-foreground">{t('communications.visibility.shared')}</span>
          <span id={hintId} className="flex items-center gap-1 text-xs text-muted-foreground">
            <Icon aria-hidden className="size-3.5" />
            {checked ? t('communications.visibility.sharedHint') : t('communications.visibility.staffOnlyHint')}
          </span>
        </span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
