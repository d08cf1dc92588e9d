/**
 * Expenses as records files attach to (src/server/files/attachable.ts): their receipts. Found with the expenses' own
 * scope, so a receipt is visible exactly where its expense is, to the staff: a receipt shows what the agency paid, to
 * whom and with what tax, which a client never reads (docs/decisions/0116-expenses-api.md), so every receipt is
 * staff-only whoever may later see the expense itself. Who may change the expense may add receipts to it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ExpenseStatus } from '@shared/enums';
import { expenseRefusal } from '@shared/policies/expenses';
import { readsAsClient } from '../../auth/scope';
import { expenses, files } from '../../db/schema';
import { attachedToById, registerAttachable } from '../../files/attachable';
import { expenseScope } from './expenses-read';

const shorten = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function registerExpenseAttachable(): void {
  registerAttachable('expense', {
    async find(db, user, id) {
      // Client users are not told a receipt's expense is there at all.
      if (readsAsClient(user, 'expenses.view')) return null;
      const [row] = await db
        .select({ projectId: expenses.projectId, clientId: expenses.clientId, userId: expenses.userId, status: expenses.status })
        .from(expenses)
        .where(and(eq(expenses.id, id), expenseScope(user)));
      if (!row) return null;
      const mayAttach = expenseRefusal(user, { userId: row.userId, status: row.status as ExpenseStatus }) === null;
      return { projectId: row.projectId, clientId: row.clientId, staffOnly: true, mayAttach };
    },
    // In a project's Files list: the receipts of the expenses the caller sees (a developer: their own).
    visible: (user) => {
      const scope = expenseScope(user);
      return scope ? sql`${files.entityId} in (select ${expenses.id} from ${expenses} where ${scope})` : undefined;
    },
    async describe(db, ids) {
      const rows = await db.select({ id: expenses.id, description: expenses.description }).from(expenses).where(inArray(expenses.id, ids));
      return attachedToById(rows, (r) => ({ label: `Receipt: ${shorten(r.description)}`, link: `/expenses?expense=${r.id}` }));
    },
  });
}
