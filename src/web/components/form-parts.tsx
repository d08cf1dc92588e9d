import type { ComponentProps, ReactNode } from 'react';
import { PRIORITIES, type Priority } from '@shared/enums';
import { statusLabel } from '@shared/status-display';
import { Button } from './button';
import { PasswordField } from './password-field';
import { SelectField, type SelectFieldProps } from './select-field';
import { TextField, type TextFieldProps } from './text-field';

/** The e-mail field of the sign-in and forgot-password forms. */
export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The estimate of a task or a milestone, in hours as typed ('1.5'); left empty it is not estimated. */
export function EstimatedHoursField(props: Omit<TextFieldProps, 'label'>) {
  return <TextField label="Estimated hours" inputMode="decimal" placeholder="Not estimated" {...props} />;
}

/** The Priority select of the project and request forms: each priority named as its badge names it. */
export function PriorityField(props: Omit<SelectFieldProps<Priority>, 'label' | 'options' | 'optionLabel'>) {
  return <SelectField label="Priority" options={PRIORITIES} optionLabel={(p) => statusLabel('priority', p)} {...props} />;
}

/** A checkbox with its label on one line ("Remember me", "Trust this device"). */
export function CheckboxLine({ children, ...inputProps }: Omit<ComponentProps<'input'>, 'type'> & { children: ReactNode }) {
  return (
    <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-foreground">
      <input type="checkbox" className="size-4 rounded border-input accent-primary" {...inputProps} />
      {children}
    </label>
  );
}

/** The full-width submit button of the sign-in screens, which says what it is doing while busy. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}

/**
 * The submit button at the right end of a settings form (agency details, billing settings, notifications), which
 * says it is saving while `busy`; `disabled` besides that (an unchanged form).
 */
export function SaveButtonRow({
  busy,
  disabled = false,
  busyLabel = 'Saving…',
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={busy || disabled}>
        {busy ? busyLabel : children}
      </Button>
    </div>
  );
}

/** A new password field (autocomplete new-password) with its message; the reset and change-password forms. */
export function NewPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'autoComplete'>) {
  return <PasswordField autoComplete="new-password" {...props} />;
}
