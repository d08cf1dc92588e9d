import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Input } from './input';

export interface SearchInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  /** The search in effect (e.g. from the URL). Changing it from outside (Clear Filters, Back) replaces the text. */
  value: string;
  /** Called with the trimmed text once typing has paused for `delay` ms. */
  onValueChange: (value: string) => void;
  /** Read by screen readers only; the placeholder is not a label. */
  label: string;
  delay?: number;
}

/** A search box that reports what was typed after a pause, so a server-side search is not sent per keystroke. */
export function SearchInput({ value, onValueChange, label, delay = 300, className, ...inputProps }: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [emitted, setEmitted] = useState(value);

  // A change from outside replaces the text; the echo of our own emission does not (the user may have typed on).
  if (value !== seen) {
    setSeen(value);
    if (value !== emitted) {
      setText(value);
      setEmitted(value);
    }
  }

  const emit = useEffectEvent((next: string) => {
    setEmitted(next);
    onValueChange(next);
  });

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = window.setTimeout(() => emit(next), delay);
    return () => window.clearTimeout(timer);
  }, [text, value, delay]);

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
        {...inputProps}
      />
    </div>
  );
}
