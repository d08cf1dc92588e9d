import { statusTone, type StatusKind, type StatusOf } from '../../shared/status-display';
import { statusText } from '../lib/status-text';
import { Badge, type BadgeProps } from './badge';

interface StatusBadgeProps<K extends StatusKind> extends Omit<BadgeProps, 'tone' | 'children'> {
  kind: K;
  status: StatusOf<K>;
}

/** A status as every screen shows it: the label and tone of src/shared/status-display.ts (decision 0036). */
export function StatusBadge<K extends StatusKind>({ kind, status, ...props }: StatusBadgeProps<K>) {
  return (
    <Badge tone={statusTone(kind, status)} {...props}>
      {statusText(kind, status)}
    </Badge>
  );
}
