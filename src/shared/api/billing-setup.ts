/** Settings > Billing: tax rates and the agency's details on every document (decision 0052). */
import {
  AgencyProfileDto,
  AgencyProfileInput,
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  TaxRateDto,
  TaxRateInput,
  TaxRateList,
  TaxRateQuery,
  UpdateTaxRateInput,
} from '../schemas/billing-setup';
import { endpoint, fileOf } from './endpoint';

const tag = 'Billing settings';
const MANAGE = 'Admins (`billingSettings.manage`); everyone else 403.';

export const billingSetupApi = {
  taxRates: endpoint({
    method: 'get',
    path: '/tax-rates',
    tag,
    summary: 'List the tax rates',
    description:
      'Active rates by name (the ones a new line may use); `includeArchived=true` adds the archived ones. For whoever writes ' +
      'documents or sets billing up (`invoices.create`); everyone else 403.',
    access: 'invoices.create',
    query: TaxRateQuery,
    reply: TaxRateList,
  }),
  createTaxRate: endpoint({
    method: 'post',
    path: '/tax-rates',
    tag,
    summary: 'Create a tax rate',
    description: `The rate in hundredths of a percent (20% is 2000); 409 when an active rate has the name. ${MANAGE}`,
    access: 'billingSettings.manage',
    body: TaxRateInput,
    reply: TaxRateDto,
    status: 201,
  }),
  updateTaxRate: endpoint({
    method: 'patch',
    path: '/tax-rates/{id}',
    tag,
    summary: 'Change or archive a tax rate',
    description:
      'Only the fields sent change. Lines already written keep the name and rate they were written with; `archived: true` ' +
      `takes the rate off new lines, \`false\` brings it back. ${MANAGE}`,
    access: 'billingSettings.manage',
    body: UpdateTaxRateInput,
    reply: TaxRateDto,
  }),
  agencyProfile: endpoint({
    method: 'get',
    path: '/agency-profile',
    tag,
    summary: "The agency's details on its documents",
    description: `Legal name, address, tax id, contact, payment instructions, footer, default currency, and the logo's URL. ${MANAGE}`,
    access: 'billingSettings.manage',
    reply: AgencyProfileDto,
  }),
  updateAgencyProfile: endpoint({
    method: 'put',
    path: '/agency-profile',
    tag,
    summary: "Set the agency's details",
    description: `Every field at once; '' or null clears an optional one. The logo has its own route. ${MANAGE}`,
    access: 'billingSettings.manage',
    body: AgencyProfileInput,
    reply: AgencyProfileDto,
  }),
  setLogo: endpoint({
    method: 'put',
    path: '/agency-profile/logo',
    tag,
    summary: "Upload the agency's logo",
    description:
      `A multipart/form-data body with the image in the field \`${LOGO_FIELD}\`: PNG or JPEG (checked by its bytes; 415 ` +
      `otherwise), at most ${LOGO_MAX_BYTES / 1024} KB (413 above); 400 without the file. ${MANAGE}`,
    access: 'billingSettings.manage',
    upload: LOGO_FIELD,
    reply: AgencyProfileDto,
  }),
  removeLogo: endpoint({
    method: 'delete',
    path: '/agency-profile/logo',
    tag,
    summary: "Remove the agency's logo",
    access: 'billingSettings.manage',
    reply: AgencyProfileDto,
  }),
  logo: endpoint({
    method: 'get',
    path: '/agency-profile/logo',
    tag,
    summary: "The agency's logo",
    description: `The image as uploaded (404 without one). Its URL changes with every upload. ${MANAGE}`,
    access: 'billingSettings.manage',
    reply: fileOf('image/*'),
  }),
};
