import { useId, type ReactNode } from 'react';
import { Label } from './label';
import { Select } from './select';

interface FilterSelectProps {
  label: string;
  /** The chosen value; null or undefined is no filter. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  /** The first option, meaning "no filter". */
  allLabel?: string;
  children: ReactNode;
}

/** One labelled filter; the empty choice means "any". */
export function FilterSelect({ label, value, onChange, disabled, allLabel = 'All', children }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{allLabel}</option>
        {children}
      </Select>
    </div>
  );
}
