/** A client's expected revenue (docs/product.md, Expected revenue; decision 0009). */
import { CreateRevenueInput, RevenueList, RevenueListQuery, RevenueRecord, UpdateRevenueInput } from '../schemas/revenue';
import { EMPTY, endpoint } from './endpoint';

const tag = 'Revenue';

const AMOUNTS =
  '`amount` is a decimal number or string (`19.99`, `"1234.5"`), 0 or more with at most the currency\'s decimal places (2 for most, 0 for JPY, 3 for KWD); it is stored ' +
  'and answered as integer minor units (`amountMinor`). `endDate`, when given, is on or after `startDate`; `projectId` ' +
  "must be one of the client's own projects.";

export const revenueApi = {
  list: endpoint({
    method: 'get',
    path: '/clients/{id}/revenue',
    tag,
    summary: "List a client's expected revenue",
    description:
      'Newest start first, each record with its derived `status` (inactive, upcoming, expired, active, against the ' +
      "database's today). `stats` holds the monthly sums and counts in USD, and the same per other currency that has " +
      'records: nothing is converted.',
    access: 'financials.view',
    query: RevenueListQuery,
    reply: RevenueList,
  }),
  create: endpoint({
    method: 'post',
    path: '/clients/{id}/revenue',
    tag,
    summary: 'Add an expected revenue record',
    description: `Currency defaults to USD and \`isActive\` to true. ${AMOUNTS}`,
    access: 'revenue.manage',
    body: CreateRevenueInput,
    reply: RevenueRecord,
    status: 201,
  }),
  update: endpoint({
    method: 'patch',
    path: '/revenue/{id}',
    tag,
    summary: 'Change an expected revenue record',
    description: `Only the fields sent change; the dates are re-checked against the stored ones. ${AMOUNTS}`,
    access: 'revenue.manage',
    body: UpdateRevenueInput,
    reply: RevenueRecord,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/revenue/{id}',
    tag,
    summary: 'Delete an expected revenue record',
    access: 'revenue.manage',
    reply: EMPTY,
  }),
};
