/** A client's industry and payment terms as staff read them, in their language (the stored values are English). */
import type { INDUSTRIES } from '@shared/enums';
import { msg } from '../../lib/i18n';
import { t } from '../../lib/messages/clients';

const INDUSTRY_LABELS = {
  Technology: msg('clients.industry.technology'),
  Healthcare: msg('clients.industry.healthcare'),
  Finance: msg('clients.industry.finance'),
  Manufacturing: msg('clients.industry.manufacturing'),
  Retail: msg('clients.industry.retail'),
  Education: msg('clients.industry.education'),
  'Real Estate': msg('clients.industry.realEstate'),
  Construction: msg('clients.industry.construction'),
  Legal: msg('clients.industry.legal'),
  Marketing: msg('clients.industry.marketing'),
  Other: msg('clients.industry.other'),
} as const satisfies Record<(typeof INDUSTRIES)[number], string>;

export function industryLabel(industry: string): string {
  const key = (INDUSTRY_LABELS as Record<string, (typeof INDUSTRY_LABELS)[keyof typeof INDUSTRY_LABELS]>)[industry];
  return key ? t(key) : industry;
}

/** 0 is 'Due on receipt', 30 is 'Net 30 days', as the client's invoices print them. */
export function paymentTermsLabel(days: number): string {
  return days === 0 ? t('clients.paymentTerms.onReceipt') : t('clients.paymentTerms.net', { days });
}
