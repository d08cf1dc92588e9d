import type { ReactNode } from 'react';
import { OVERDUE_MARKER } from '../../shared/status-display';
import { overdueText } from '../lib/status-text';
import { Badge } from './badge';

/**
 * A status with the red 'Overdue' marker beside it when past due (a task not completed, an open invoice). Overdue is
 * never a status of its own: the real one stays visible, and the marker says it in words, not by colour alone.
 */
export function WithOverdueBadge({ overdue, children }: { overdue: boolean; children: ReactNode }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {children}
      {overdue ? <Badge tone={OVERDUE_MARKER.tone}>{overdueText()}</Badge> : null}
    </span>
  );
}
