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
    description:
      '`rateMillionths` is the rate in millionths, ten-thousandths of a percent (20% is 200000, 8.875% is 88750, 7.0625% is ' +
      `70625; 0 to 1000000); 409 when an active rate has the name. ${MANAGE}`,
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
      'Only the fields sent change. A new `name`, `rateMillionths` or `inclusive` is saved as the next version of the rate: ' +
      'the reply is a new rate (a new `id`, the same `familyId`) and the one named in the path is archived. Documents ' +
      'already written keep the name and rate they were priced with; a new line naming the earlier version gets the ' +
      'current one, except on a credit note, which prices the version it names. Only an active rate is changed (409 ' +
      'otherwise). `archived: true` takes the rate off new lines, `false` brings it back (409 when a later version of it ' +
      `is active). ${MANAGE}`,
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
