import type { ComponentProps, ReactNode } from 'react';
import { PRIORITIES, type Priority } from '@shared/enums';
import { Button } from './button';
import { PasswordField } from './password-field';
import { SelectField, type SelectFieldProps } from './select-field';
import { TextField, type TextFieldProps } from './text-field';
import * as common from '../lib/messages/common';
import { statusText } from '../lib/status-text';

/** The e-mail field of the sign-in and forgot-password forms. */
export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  return <TextField label={common.t('common.field.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The estimate of a task or a milestone, in hours as typed ('1.5'); left empty it is not estimated. */
export function EstimatedHoursField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label={common.t('common.field.estimatedHours')}
      inputMode="decimal"
      placeholder={common.t('common.field.notEstimated')}
      {...props}
    />
  );
}

/** The Priority select of the project and request forms: each priority named as its badge names it. */
export function PriorityField(props: Omit<SelectFieldProps<Priority>, 'label' | 'options' | 'optionLabel'>) {
  return (
    <SelectField label={common.t('common.field.priority')} options={PRIORITIES} optionLabel={(p) => statusText('priority', p)} {...props} />
  );
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
  busyLabel,
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
        {busy ? (busyLabel ?? common.t('common.saving')) : children}
      </Button>
    </div>
  );
}

/** A new password field (autocomplete new-password) with its message; the reset and change-password forms. */
export function NewPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'autoComplete'>) {
  return <PasswordField autoComplete="new-password" {...props} />;
}
