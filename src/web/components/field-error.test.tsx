import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@web/lib/i18n';
import { FieldError } from './field-error';

describe('FieldError', () => {
  afterEach(async () => {
    await activateLanguage('en', { audience: 'staff' });
  });

  it('says a schema message (a validation key) in the reader’s language, and any other message as given', async () => {
    const { rerender } = render(<FieldError id="e" message="validation.common.clientSelected" />);
    expect(screen.getByText('A client must be selected')).toBeTruthy();
    await activateLanguage('es', { audience: 'staff' });
    rerender(<FieldError id="e" message="validation.common.clientSelected" />);
    expect(screen.getByText('Debe seleccionar un cliente')).toBeTruthy();
    await activateLanguage('de', { audience: 'staff' });
    rerender(<FieldError id="e" message="validation.common.realDate" />);
    expect(screen.getByText('Kein gültiges Datum')).toBeTruthy();
    rerender(<FieldError id="e" message="Too small: expected number to be >0" />);
    expect(screen.getByText('Too small: expected number to be >0')).toBeTruthy();
  });
});
