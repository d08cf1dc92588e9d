import { Eye, FilePlus2, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Lead } from '@shared/schemas/leads';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { useCan } from '../../lib/can';
import { leadFullName } from './lead-format';
import { t } from '@web/lib/messages/leads';

interface LeadRowActionsProps {
  lead: Lead;
  onView: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

export function LeadRowActions({ lead, onView, onDelete }: LeadRowActionsProps) {
  const name = leadFullName(lead);
  const can = useCan();
  return (
    // The row itself opens the details on click; these buttons must not trigger that as well.
    <div className="flex items-center justify-end gap-1" onClick={(event) => event.stopPropagation()}>
      <IconButton
        icon={Eye}
        className="size-9"
        label={t('leads.row.viewFrom', { name })}
        title={t('leads.row.view')}
        onClick={() => onView(lead)}
      />
      {can('quotes.manage') ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('leads.row.newQuoteFor', { name })}
          title={t('leads.row.newQuote')}
          asChild
        >
          <Link to={`/quotes/new?leadId=${lead.id}`}>
            <FilePlus2 aria-hidden />
          </Link>
        </Button>
      ) : null}
      {lead.can.delete ? (
        <IconButton
          icon={Trash2}
          className="size-9 text-danger hover:text-danger"
          label={t('leads.row.deleteFrom', { name })}
          title={t('leads.row.delete')}
          onClick={() => onDelete(lead)}
        />
      ) : null}
    </div>
  );
}
