import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

/** A decorative spinning icon; wrap it (or use PageSpinner) when it must be announced. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-5 animate-spin text-muted-foreground', className)} />;
}

/** A spinner announced as `label` ('Loading comments'), centred in a panel while its thread (comments, messages) loads. */
export function PanelSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center py-8">
      <Spinner className="size-6" />
    </div>
  );
}
