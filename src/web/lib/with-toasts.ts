import { toast } from './toast';
import { errorMessage } from './api';
import { activeLanguage } from './i18n';
import * as common from './messages/common';

/** What a save or delete says when it is done (docs/product.md, Messages). */
export interface ToastTexts<T = unknown> {
  /** The success toast's title; a function where it names what the server returned ('Tax rate VAT added'). */
  success: string | ((result: T) => string);
  /** The success toast's line under the title; a function where it names what the server returned. */
  description?: string | ((result: T) => string);
  /** The failure toast's title; the error's message becomes its description. */
  failure: string;
}

/**
 * Runs a save or delete and tells the user how it went. A failure is thrown on after its toast, so the caller keeps
 * its dialog open (and can put the server's messages under the fields) rather than losing what was typed.
 */
export async function withToasts<T>(action: () => Promise<T>, texts: ToastTexts<T>): Promise<T> {
  let result: T;
  try {
    result = await action();
  } catch (error) {
    toast.error(texts.failure, { description: errorMessage(error) });
    throw error;
  }
  const description = typeof texts.description === 'function' ? texts.description(result) : texts.description;
  const title = typeof texts.success === 'function' ? texts.success(result) : texts.success;
  toast.success(title, description === undefined ? undefined : { description });
  return result;
}

/**
 * The toasts of a create or edit dialog: 'Client created successfully' / 'Failed to create client', 'Client updated
 * successfully' / 'Failed to update client' (`noun` as it starts the title).
 */
export function saveToasts<T>(noun: string, editing: boolean, description?: ToastTexts<T>['description']): ToastTexts<T> {
  // English and Spanish write the noun in lower case inside the sentence; German keeps its capital.
  const language = activeLanguage();
  const lower = language === 'de' ? noun : noun.toLowerCase();
  const title = language === 'es' ? lower : noun;
  return editing
    ? {
        success: common.t('common.toast.updated', { noun: title }),
        description,
        failure: common.t('common.toast.updateFailed', { noun: lower }),
      }
    : {
        success: common.t('common.toast.created', { noun: title }),
        description,
        failure: common.t('common.toast.createFailed', { noun: lower }),
      };
}

/** The success toast's line under the title: 'Acme has been added.' or 'Acme has been updated.'. */
export function savedLine(name: string, editing: boolean): string {
  return editing ? common.t('common.toast.updatedLine', { name }) : common.t('common.toast.addedLine', { name });
}
