/** The reference's examples (examples.ts) are answers their routes could give: the reply schema reads each unchanged. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { billingApi } from './billing';
import { clientsApi } from './clients';
import { colleaguesApi } from './colleagues';
import { expensesApi } from './expenses';
import { paymentsApi } from './payments';
import { projectsApi } from './projects';
import { recurringApi } from './recurring';
import { recurringExpensesApi } from './recurring-expenses';
import { tasksApi } from './tasks';
import { taxReportApi } from './tax-report';

describe('the main lists’ examples', () => {
  it.each([
    tasksApi.list,
    projectsApi.list,
    clientsApi.list,
    colleaguesApi.list,
    billingApi.get,
    taxReportApi.get,
    paymentsApi.createCreditNote,
    recurringApi.get,
    recurringExpensesApi.list,
    expensesApi.list,
  ])('$path matches its reply schema, field for field', (e) => {
    const parsed = (e.reply as z.ZodType).safeParse(e.example);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // A field the schema no longer has would be dropped by the parse: the example must come back whole.
    expect(parsed.data).toEqual(e.example);
  });
});
