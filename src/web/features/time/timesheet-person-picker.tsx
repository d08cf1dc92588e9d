import { useId } from 'react';
import { Select } from '../../components/select';
import { useStaffOptions } from './timesheet-api';
import { t } from '@web/lib/messages/time';

/** Managers open anyone's week: the active staff, by name. */
export function TimesheetPersonPicker({ value, onChange }: { value: string; onChange: (userId: string) => void }) {
  const id = useId();
  const staff = useStaffOptions(true);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {t('time.picker.person')}
      </label>
      <Select id={id} className="w-56" value={value} onChange={(e) => onChange(e.target.value)} disabled={!staff.data}>
        {(staff.data ?? []).map((person) => (
          <option key={person.id} value={person.id}>
            {person.firstName} {person.lastName}
          </option>
        ))}
        {!staff.data ? <option value={value}>{t('time.picker.loading')}</option> : null}
      </Select>
    </div>
  );
}
