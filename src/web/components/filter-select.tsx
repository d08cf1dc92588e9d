import { useId, type ReactNode } from 'react';
import { STATUS_VALUES, type StatusKind, type StatusOf } from '@shared/status-display';
import { statusText } from '../lib/status-text';
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';
import { SelectField } from './select-field';
import * as common from '../lib/messages/common';

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
export function FilterSelect({ label, value, onChange, disabled, allLabel, children }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{allLabel ?? common.t('common.filter.all')}</option>
        {children}
      </Select>
    </div>
  );
}

/** One option per record, by name: the choices of a client, project or milestone filter or field (none while they load). */
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] | undefined }) {
  return items?.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

/** The Client filter of the staff's cross-client lists (communications, requests): "All Clients", then each client by name. */
export function ClientFilter({
  clients,
  value,
  onChange,
}: {
  clients: readonly { id: string; name: string }[] | undefined;
  value: string | null | undefined;
  onChange: (clientId: string | null) => void;
}) {
  return (
    <FilterSelect
      label={common.t('common.filter.client')}
      value={value}
      onChange={onChange}
      allLabel={common.t('common.filter.allClients')}
    >
      <NamedOptions items={clients} />
    </FilterSelect>
  );
}

/** The Status filter of a list: "All statuses", then each status of its kind as its badge names it. */
export function StatusFilter<K extends StatusKind>({
  kind,
  value,
  onChange,
  className,
}: {
  kind: K;
  value: StatusOf<K> | '';
  onChange: (status: StatusOf<K> | '') => void;
  className?: string;
}) {
  return (
    <SelectField
      label={common.t('common.filter.status')}
      value={value}
      onChange={(e) => onChange(e.target.value as StatusOf<K> | '')}
      options={STATUS_VALUES[kind] as readonly StatusOf<K>[]}
      optionLabel={(status) => statusText(kind, status)}
      className={className}
    >
      <option value="">{common.t('common.filter.allStatuses')}</option>
    </SelectField>
  );
}

/** One option per person, by full name: the choices of a user or assignee filter. */
export function PersonOptions({ people }: { people: readonly { id: string; firstName: string; lastName: string }[] | undefined }) {
  return people?.map((person) => <option key={person.id} value={person.id}>{`${person.firstName} ${person.lastName}`}</option>);
}

interface DateRangeFilterProps {
  labels: readonly [from: string, to: string];
  from: string | null | undefined;
  to: string | null | undefined;
  /** Each bound changes on its own; null clears it. */
  onFromChange: (from: string | null) => void;
  onToChange: (to: string | null) => void;
}

/** Two date filters that bound each other (From at most To), so the picker cannot offer an empty range. */
export function DateRangeFilter({ labels, from, to, onFromChange, onToChange }: DateRangeFilterProps) {
  const fromId = useId();
  const toId = useId();
  return (
    <>
      <div className="min-w-0 space-y-1.5">
        <Label htmlFor={fromId}>{labels[0]}</Label>
        <Input id={fromId} type="date" value={from ?? ''} max={to ?? undefined} onChange={(e) => onFromChange(e.target.value || null)} />
      </div>
      <div className="min-w-0 space-y-1.5">
        <Label htmlFor={toId}>{labels[1]}</Label>
        <Input id={toId} type="date" value={to ?? ''} min={from ?? undefined} onChange={(e) => onToChange(e.target.value || null)} />
      </div>
    </>
  );
}

/** One option per value of a fixed list (statuses, priorities), shown by `label`. */
export function LabelledOptions<T extends string>({ values, label }: { values: readonly T[]; label: (value: T) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/** The box a list's filters open in, above the list: `hidden` while the Filters button has it closed. */
export function FilterPanel({
  id,
  hidden,
  gridClassName,
  children,
}: {
  id?: string;
  hidden?: boolean;
  gridClassName: string;
  children: ReactNode;
}) {
  return (
    <div id={id} hidden={hidden} className="mb-4 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className={gridClassName}>{children}</div>
    </div>
  );
}
