/**
 * A quote's parts are invoiced once (decision 0099): the deposit, the final invoice and each milestone's invoice have a
 * unique index among the invoices not voided. The services check first under the quote's lock; the index is what
 * holds whatever path is taken, and its refusal is answered 409 in words, never 500.
 */
import { conflict } from '../../errors';

export const DEPOSIT_TWICE = 'errors.quoteAcceptance.quoteAlreadyHasDeposit';
export const FINAL_TWICE = 'errors.quoteAcceptance.finalTwice';
export const MILESTONE_TWICE = 'This milestone has already been invoiced.';

const PART_INDEXES = ['invoices_quote_part_key', 'invoices_quote_milestone_key'];

/** A unique violation of a quote part's index, looked up through the driver's wrapped causes. */
export function isQuotePartViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    const named = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
    if (PART_INDEXES.some((index) => named.includes(index))) return true;
  }
  return false;
}

/** Runs the invoice's creation; a second invoice of the same part is refused 409 with `message`. */
export async function oncePerPart<T>(make: () => Promise<T>, message: string): Promise<T> {
  try {
    return await make();
  } catch (err) {
    if (isQuotePartViolation(err)) throw conflict(message);
    throw err;
  }
}
