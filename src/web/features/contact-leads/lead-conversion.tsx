import { ArrowRight, CircleCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { t } from '@web/lib/messages/leads';

interface LeadConversionProps {
  clientId: string | null;
  /** Known only right after converting here; the lead itself stores just the client's id. */
  clientName: string | null;
  /** The lead's own `can.convert`. */
  canConvert: boolean;
  converting: boolean;
  onConvert: () => void;
}

/** Where the lead stands as a client: a link once converted, else (for managers) the button that converts it. */
export function LeadConversion({ clientId, clientName, canConvert, converting, onConvert }: LeadConversionProps) {
  if (clientId) {
    return (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-border bg-surface-muted/60 p-3 text-sm">
        <CircleCheck aria-hidden className="size-4 shrink-0 text-success" />
        <Link
          to={`/clients/${encodeURIComponent(clientId)}`}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('leads.conversion.converted')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
        {clientName ? <span className="text-muted-foreground">{clientName}</span> : null}
      </div>
    );
  }
  if (!canConvert) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed border-input p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">{t('leads.conversion.hint')}</p>
      <Button size="sm" onClick={onConvert} disabled={converting}>
        <UserPlus aria-hidden />
        {converting ? t('leads.conversion.converting') : t('leads.conversion.convert')}
      </Button>
    </div>
  );
}
