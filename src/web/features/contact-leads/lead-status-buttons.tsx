import { LEAD_STATUSES, type LeadStatus } from '@shared/enums';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { statusText } from '@web/lib/status-text';

interface LeadStatusButtonsProps {
  current: LeadStatus;
  /** The status being saved, if any; every button waits until it is done. */
  pending: LeadStatus | null;
  onChange: (status: LeadStatus) => void;
  labelledBy: string;
}

/** One toggle per status; the current one is pressed. Any status may follow any other (docs/product.md, States). */
export function LeadStatusButtons({ current, pending, onChange, labelledBy }: LeadStatusButtonsProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {LEAD_STATUSES.map((status) => {
        const pressed = status === current;
        return (
          <Button
            key={status}
            size="sm"
            variant={pressed ? 'primary' : 'secondary'}
            aria-pressed={pressed}
            disabled={pending !== null}
            onClick={() => onChange(status)}
          >
            {pending === status ? <Spinner className="size-4 text-current" /> : null}
            {statusText('lead', status)}
          </Button>
        );
      })}
    </div>
  );
}
