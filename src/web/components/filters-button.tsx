import { SlidersHorizontal } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';
import * as common from '../lib/messages/common';

/** Opens and closes a list's filter panel; highlighted while any filter in the panel is set. */
export function FiltersButton({
  open,
  onToggle,
  panelId,
  active,
  openLabel,
}: {
  open: boolean;
  onToggle: () => void;
  /** The panel's id, for aria-controls. */
  panelId: string;
  active: boolean;
  /** The label while the panel is open (the Communications screen says 'Hide'). */
  openLabel?: string;
}) {
  return (
    <Button
      variant="secondary"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      className={cn(active && 'border-primary text-primary')}
    >
      <SlidersHorizontal aria-hidden />
      {open ? (openLabel ?? common.t('common.filters')) : common.t('common.filters')}
    </Button>
  );
}
