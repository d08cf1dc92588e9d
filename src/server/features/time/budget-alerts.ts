/**
 * Budget warnings (decision 0045): after time is written, each touched project's spent hours and money are compared
 * with its budget, and its manager is told at 80% and at 100%, once each (the alert's key makes it once).
 * Called in the transaction of every time write.
 */
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/transaction';

export async function checkBudgets(_deps: Pick<AppDeps, 'database' | 'jobs' | 'env' | 'log'>, _tx: Tx, _projectIds: readonly string[]): Promise<void> {
  // Being built by the budgets feature: the signature is the interface the time writes call.
}
