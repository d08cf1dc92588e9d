import { useId, useState } from 'react';
import { Button } from '@web/components/button';
import { Input } from '@web/components/input';
import { t } from '@web/lib/messages/billing';

/**
 * A discount on the whole invoice is the same percentage off every line (decision 0095): each line's tax is then taken
 * on its own discounted net, as tax law reads a discount on a document of several rates. The lines' own discount
 * fields take it, and stay editable one by one.
 */
export function DiscountAllLines({ onApply }: { onApply: (percent: number) => void }) {
  const id = useId();
  const [percent, setPercent] = useState('');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
          {t('billing.discountAll.label')}
        </label>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.01"
          className="h-8 w-28"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
        />
      </div>
      <Button type="button" variant="secondary" size="sm" disabled={percent === ''} onClick={() => onApply(Number(percent))}>
        {t('billing.discountAll.apply')}
      </Button>
    </div>
  );
}
