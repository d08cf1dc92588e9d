/**
 * The authorization table's rows for Settings > Billing (decision 0052): tax rates and the agency's details are admins'
 * (billingSettings.manage; the rate list also for invoices.create, admins too), refused to everyone else before any
 * lookup. What they do is in tests/api/billing/billing-setup.test.ts.
 */
import { onlyAdmins, type Row } from './authorization-rules';

const NOBODY = '00000000-0000-4000-8000-000000000000';
let made = 0;

export const BILLING_SETUP_ROWS: Row[] = [
  { route: 'GET /api/tax-rates', expect: onlyAdmins(200) },
  // A new name per call: each admin role creates its own.
  { route: 'POST /api/tax-rates', expect: onlyAdmins(201), body: () => ({ name: `Authz tax ${++made}`, rateMillionths: 50_000 }) },
  { route: 'PATCH /api/tax-rates/:id', url: `/api/tax-rates/${NOBODY}`, expect: onlyAdmins(404), body: { name: 'Renamed' } },
  { route: 'GET /api/agency-profile', expect: onlyAdmins(200) },
  { route: 'PUT /api/agency-profile', expect: onlyAdmins(200), body: { legalName: 'Northwind Studio', defaultCurrency: 'USD' } },
  // The table sends JSON; the logo is a multipart upload, so the route finds no file.
  { route: 'PUT /api/agency-profile/logo', expect: onlyAdmins(400), body: { logo: 'not a file' } },
  { route: 'DELETE /api/agency-profile/logo', expect: onlyAdmins(200) },
  // After the removal above: no logo to serve.
  { route: 'GET /api/agency-profile/logo', expect: onlyAdmins(404) },
];
