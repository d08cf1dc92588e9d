/**
 * The currency's rules for money typed in major units, where the body did not name its currency and the server has read
 * it (an invoice's lines in its client's currency, a refund in its invoice's): decision 0100. A 400 with a message per
 * field, before anything is written.
 */
import type { Currency } from '@shared/enums';
import { moneyIssues, type MoneyEntry } from '@shared/schemas/money-field';
import { validationFailed } from './errors';

export function requireMoneyIn(currency: Currency, entries: readonly MoneyEntry[], more: Record<string, string> = {}): void {
  const issues = { ...moneyIssues(currency, entries), ...more };
  if (Object.keys(issues).length > 0) throw validationFailed(issues);
}
