import { useId } from 'react';
import { Input } from '../../components/input';
import { Label } from '../../components/label';

/** A labelled month picker ('YYYY-MM') of the reports' filters; a cleared field keeps the month it had. */
export function MonthField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="month" value={value} onChange={(e) => e.target.value && onChange(e.target.value)} />
    </div>
  );
}
