/**
 * Examples of the main lists' answers, shown in the API reference (GET /api/docs) beside their schemas: what one page
 * of tasks, projects, clients and a client's invoices looks like (demo data, one row each). examples.test.ts holds each
 * to its route's reply schema, so an example never shows a field the API no longer has.
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
        status: 'draft',
        overdue: false,
        dueDate: '2026-12-19',
        paidAt: null,
        issuedAt: null,
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
            unitAmountMinor: 9000,
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
            unitAmountMinor: 120000,
            taxName: null,
            taxRateMillionths: 0,
            taxInclusive: false,
            netMinor: 120000,
            taxMinor: 0,
            totalMinor: 120000,
          },
        ],
        can: { issue: true, markPaid: false, void: true, refund: false, creditNote: false },
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
    outstanding: { amountMinor: 0, count: 0 },
    overdue: { amountMinor: 0, count: 0 },
  },
  otherCurrencies: [],
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
