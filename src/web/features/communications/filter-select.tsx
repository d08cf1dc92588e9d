import { useId, type ReactNode } from 'react';
import { Label } from '../../components/label';
import { Select } from '../../components/select';

interface FilterSelectProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The first option, meaning "no filter". */
  allLabel?: string;
  children: ReactNode;
}

/** One labelled filter; the empty choice means "any". */
export function FilterSelect({ label, value, onChange, allLabel = 'All', children }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{allLabel}</option>
        {children}
      </Select>
    </div>
  );
}
