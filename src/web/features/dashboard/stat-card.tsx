import type { LucideIcon } from 'lucide-react';
import { Card } from '../../components/card';
import { cn } from '../../lib/cn';

interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  tone?: string;
}

export function StatCard({ label, value, icon: Icon, tone = 'text-primary' }: StatCardProps) {
  const id = `stat-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="flex items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p id={id} className="truncate text-sm text-muted-foreground">
          {label}
        </p>
        <p aria-labelledby={id} className="text-2xl font-semibold tabular-nums" data-card={label}>
          {value}
        </p>
      </div>
      <Icon aria-hidden className={cn('size-6 shrink-0', tone)} />
    </Card>
  );
}
