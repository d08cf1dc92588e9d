import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import * as common from '../lib/messages/common';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'inputAside'>;

/** A password input with a show/hide toggle, so people can check what they typed on a phone keyboard. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      inputAside={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? common.t('common.password.hide') : common.t('common.password.show')}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      }
    />
  );
}
