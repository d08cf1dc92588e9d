/**
 * Examples of the main answers, shown in the API reference (GET /api/docs) beside their schemas: what one page
 * of tasks, projects, clients and a client's invoices looks like (demo data, one row each), a credit note and a recurring
 * schedule with fractional lines. examples.test.ts holds each to its route's reply schema, so an example never shows a field the API no longer has.
 */

export const TASK_LIST_EXAMPLE = {
  items: [
    {
      id: '870eab91-2f09-4629-8baf-9efbd87f7c98',
      title: 'Cross-browser test of the dashboard',
      description: 'Needed before we can call the milestone done.',
      type: 'testing',
      status: 'pending',
      isOverdue: false,
      priority: 'medium',
      dueDate: null,
      client: { id: '88ce632f-a03f-430f-9a47-5369b2a1ffd8', name: 'Mesa Verde Outfitters' },
      project: { id: '5970eb0a-ba5c-42fc-96c1-d5802b06bf7e', name: 'Online Store Migration' },
      milestone: null,
      assignedTo: { id: 'f710a0f0-ea0a-42d5-ad36-d6994c2b8fde', firstName: 'Luis', lastName: 'Ortega' },
      clientVisible: true,
      createdAt: '2026-11-16T08:11:46.083Z',
      updatedAt: '2026-11-24T13:30:57.858Z',
      can: { edit: true, delete: true, assign: true, comment: true },
    },
  ],
  total: 154,
  page: 1,
  pageSize: 1,
  stats: { total: 154, pending: 43, inProgress: 42, completed: 69, overdue: 26 },
  capped: false,
};

export const PROJECT_LIST_EXAMPLE = {
  items: [
    {
      can: { edit: true, delete: true, manageTeam: true, manageMilestones: true },
      id: 'f5a7ee4c-d8da-4f31-aa4e-94bd7b7eebb8',
      name: 'Loyalty app, phase 1',
      description: 'From quote Q-0007.',
      status: 'planning',
      priority: 'medium',
      startDate: '2026-11-23',
      endDate: null,
      completionPercentage: 0,
      completionSetByHand: false,
      client: { id: '3df0501b-d84d-45d5-b931-ea1c30cf2a4c', name: 'Animas Valley Health' },
      manager: null,
      createdAt: '2026-11-23T23:57:18.000Z',
    },
  ],
  total: 13,
  page: 1,
  pageSize: 1,
  stats: { total: 13, active: 4, planning: 3, completed: 3 },
};

export const CLIENT_LIST_EXAMPLE = {
  items: [
    {
      id: '2fd2b5ca-23b2-4c66-92ca-8d4b14ebf6b1',
      name: 'Piñon Ridge Academy',
      contactPerson: 'Naomi Yazzie',
      email: 'nyazzie@pinonridge.test',
      phone: '(505) 555-0185',
      website: 'https://www.pinonridge.test',
      industry: 'Education',
      status: 'prospect',
      billingAddress: '1020 N Butler Ave, Farmington, NM 87401',
      taxId: null,
      currency: null,
      language: 'en',
      locale: null,
      poNumber: null,
      paymentTermsDays: 30,
      contactsManageColleagues: true,
      notes: 'Came in through the website contact form. Wants online enrollment before next school year; board approval pending.',
      createdAt: '2026-10-11T21:31:39.000Z',
      can: { edit: true, delete: true, manageUsers: true },
    },
  ],
  total: 8,
  page: 1,
  pageSize: 1,
};

/** A client's billing: its invoices, newest first, with their items. */
export const CLIENT_BILLING_EXAMPLE = {
  mode: 'manual',
  client: { id: '27f0d743-9d37-4728-a881-63796674bf46', name: 'Basin Industrial Fabrication' },
  defaultCurrency: 'USD',
  customer: null,
  invoices: {
    items: [
      {
        id: 'f476258b-9a84-437e-a409-29bd4472119e',
        clientId: '27f0d743-9d37-4728-a881-63796674bf46',
        invoiceNumber: 'INV-0017',
        description: 'Field Inspection App, November 2026',
        amountMinor: 201000,
        subtotalMinor: 201000,
        discountMinor: 0,
        taxMinor: 0,
        lateFeeMinor: 0,
        amountPaidMinor: 0,
        amountCreditedMinor: 0,
        currency: 'USD',
        status: 'open',
        overdue: false,
        dueDate: '2026-12-19',
        poNumber: 'PO-4471',
        paymentTermsDays: 30,
        paidAt: null,
        issuedAt: '2026-11-19T16:44:49.000Z',
        hostedInvoiceUrl: null,
        stripeInvoiceId: null,
        createdAt: '2026-11-19T16:44:49.000Z',
        taxes: [],
        balanceMinor: 201000,
        items: [
          {
            id: '5b84f94a-4869-4e5e-a921-c0499683f531',
            description: 'QA & testing',
            quantity: 9,
            quantityThousandths: 9000,
            unit: 'hours',
            unitAmountMinor: 9000,
            discountBasisPoints: 0,
            discountMinor: 0,
            taxRateId: null,
            taxName: null,
            taxRateMillionths: 0,
            taxInclusive: false,
            netMinor: 81000,
            taxMinor: 0,
            totalMinor: 81000,
          },
          {
            id: 'db7aa62a-22b0-424b-884f-b7908152acbe',
            description: 'Support retainer, November 2026',
            quantity: 1,
            quantityThousandths: 1000,
            unit: null,
            unitAmountMinor: 120000,
            discountBasisPoints: 0,
            discountMinor: 0,
            taxRateId: null,
            taxName: null,
            taxRateMillionths: 0,
            taxInclusive: false,
            netMinor: 120000,
            taxMinor: 0,
            totalMinor: 120000,
          },
        ],
        can: { issue: false, edit: false, markPaid: true, void: true, refund: false, creditNote: true },
      },
    ],
    total: 1,
    page: 1,
    pageSize: 50,
  },
  totals: {
    currency: 'USD',
    total: { amountMinor: 201000, count: 1 },
    paid: { amountMinor: 0, count: 0 },
    outstanding: { amountMinor: 201000, count: 1 },
    overdue: { amountMinor: 0, count: 0 },
  },
  otherCurrencies: [],
  paymentInstructions: [{ currency: 'USD', instructions: 'Wire to Example Bank, account 000123456, routing 021000021' }],
  abilities: { createInvoice: true, manageStatus: true, readStatement: true, emailStatement: true },
};

export const STATEMENT_EXAMPLE = {
  client: { id: '27f0d743-9d37-4728-a881-63796674bf46', name: 'Basin Industrial Fabrication' },
  from: '2026-10-01',
  to: '2026-10-31',
  currencies: [
    {
      currency: 'USD',
      openingBalanceMinor: 120_000,
      movements: [
        {
          date: '2026-10-03',
          kind: 'payment',
          invoiceId: '5a4c0b8e-1f0e-4d8e-9b1e-0c4c7f1f2a10',
          invoiceNumber: 'INV-0041',
          reference: 'Wire 8812',
          amountMinor: -120_000,
          balanceMinor: 0,
        },
        {
          date: '2026-10-15',
          kind: 'invoice',
          invoiceId: '9d2f6a3c-7b1e-4c2d-8a5f-3e6b9c0d1e22',
          invoiceNumber: 'INV-0042',
          reference: null,
          amountMinor: 250_000,
          balanceMinor: 250_000,
        },
      ],
      closingBalanceMinor: 250_000,
    },
  ],
};

/** A month's tax report on issued documents: a rate edited mid-month has a row per version. */
export const TAX_REPORT_EXAMPLE = {
  from: '2026-11-01',
  to: '2026-11-30',
  basis: 'issued',
  rows: [
    {
      currency: 'USD',
      taxName: 'Sales tax',
      rateMillionths: 82_500,
      inclusive: false,
      netMinor: 1_250_000,
      taxMinor: 103_125,
      grossMinor: 1_353_125,
      documentCount: 4,
    },
    {
      currency: 'USD',
      taxName: 'Sales tax',
      rateMillionths: 88_750,
      inclusive: false,
      netMinor: 320_000,
      taxMinor: 28_400,
      grossMinor: 348_400,
      documentCount: 1,
    },
    {
      currency: 'USD',
      taxName: null,
      rateMillionths: 0,
      inclusive: false,
      netMinor: 81_000,
      taxMinor: 0,
      grossMinor: 81_000,
      documentCount: 1,
    },
  ],
  totals: [{ currency: 'USD', netMinor: 1_651_000, taxMinor: 131_525, grossMinor: 1_782_525 }],
};

const PROFIT_FIGURES = {
  currency: 'USD',
  revenueInvoicedMinor: 1_200_000,
  creditedMinor: 0,
  revenueCollectedMinor: 900_000,
  timeCostMinor: 540_000,
  expensesMinor: 60_000,
  marginMinor: 600_000,
  marginPercent: 50,
} as const;

/** A month's profit by project: a fixed-fee project's final invoice against its time and a re-billed expense. */
export const PROFIT_REPORT_EXAMPLE = {
  items: [
    {
      project: { id: '5b0f3c1e-7a2d-4e8f-9b6c-1d2e3f4a5b6c', name: 'Website relaunch' },
      client: { id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Northwind Studio' },
      month: null,
      ...PROFIT_FIGURES,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 100,
  from: '2026-11',
  to: '2026-11',
  groupBy: 'project',
  totals: [PROFIT_FIGURES],
  months: [{ month: '2026-11', ...PROFIT_FIGURES }],
  topClients: [{ client: { id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Northwind Studio' }, ...PROFIT_FIGURES }],
};

/** A credit note of part of an invoice's line, in its unit (decision 0102): 2.5 of 7.5 hours at 120.00. */
export const CREDIT_NOTE_EXAMPLE = {
  id: '0c6f2f7e-4b1d-4a8e-9d3c-5e2a1b7c9d10',
  creditNoteNumber: 'CN-0007',
  invoiceId: 'f476258b-9a84-437e-a409-29bd4472119e',
  invoiceNumber: 'INV-0017',
  clientId: '27f0d743-9d37-4728-a881-63796674bf46',
  currency: 'USD',
  reason: 'Design review took fewer hours than billed',
  subtotalMinor: 30000,
  taxMinor: 0,
  totalMinor: 30000,
  issuedOn: '2026-11-24',
  createdAt: '2026-11-24T10:12:31.000Z',
  items: [
    {
      description: 'Design review',
      quantity: 2.5,
      quantityThousandths: 2500,
      unit: 'hours',
      unitAmountMinor: 12000,
      taxName: null,
      taxRateMillionths: 0,
      totalMinor: 30000,
    },
  ],
};

/** A recurring schedule of 1.5 days a month at 800.00 (decision 0102), with the invoice it has issued. */
export const RECURRING_SCHEDULE_EXAMPLE = {
  id: '6a1d3e5f-2b4c-4d6e-8f0a-1b3c5d7e9f21',
  client: { id: '27f0d743-9d37-4728-a881-63796674bf46', name: 'Basin Industrial Fabrication' },
  project: null,
  title: 'Monthly design days',
  currency: 'USD',
  frequency: 'monthly',
  dayOfMonth: 1,
  startDate: '2026-11-01',
  endDate: null,
  maxCount: null,
  status: 'active',
  autoSend: true,
  dueDays: 14,
  nextPeriodStart: '2026-12-01',
  invoicesCount: 1,
  amountMinor: 120000,
  allowanceMinutes: null,
  carryOver: false,
  carriedMinutes: 0,
  createdAt: '2026-10-28T09:30:00.000Z',
  can: { pause: true, resume: false, cancel: true },
  items: [
    {
      id: '3f5a7c9e-1b2d-4e6f-8a0c-2d4f6a8c0e13',
      description: 'Design days',
      quantity: 1.5,
      quantityThousandths: 1500,
      unit: 'days',
      unitAmountMinor: 80000,
      taxRateId: null,
      taxName: null,
      taxRateMillionths: 0,
    },
  ],
  invoices: [
    {
      id: '8b0d2f4a-6c8e-4a1c-9e3b-5d7f9b1d3f35',
      invoiceNumber: 'INV-0016',
      periodStart: '2026-11-01',
      amountMinor: 120000,
      status: 'open',
      dueDate: '2026-11-15',
    },
  ],
};

/** A primary contact's Colleagues screen: themselves, and a colleague they invited who has not chosen a password yet. */
export const COLLEAGUE_LIST_EXAMPLE = {
  company: 'Northwind Studio',
  enabled: true,
  canInvite: true,
  notice: null,
  items: [
    {
      id: '6a1f7c52-0d3e-4b8e-9a51-2f0c7e8d4b10',
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya@northwind.test',
      role: 'client_primary',
      status: 'active',
      avatarUrl: null,
      invitationPending: false,
      isYou: true,
      can: { deactivate: false, reactivate: false, remove: false, resendInvitation: false },
    },
    {
      id: 'c4e2b9a7-5f13-4d62-8e0b-7a9d3c1f2e58',
      firstName: 'Tom',
      lastName: 'Becker',
      email: 'tom@northwind.test',
      role: 'client_additional',
      status: 'pending',
      avatarUrl: null,
      invitationPending: true,
      isYou: false,
      can: { deactivate: false, reactivate: false, remove: true, resendInvitation: true },
    },
  ],
};

export * from './expense-examples';
