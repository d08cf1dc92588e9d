import { LANGUAGE_NAMES } from '@shared/i18n/languages';
import { t } from '../../lib/messages/clients';
import type { Client } from '@shared/schemas/clients';
import { Card } from '../../components/card';
import { DetailItem } from '../../components/detail-item';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { industryLabel, paymentTermsLabel } from './client-words';

function NotSpecified() {
  return <span className="text-muted-foreground">{t('clients.notSpecified')}</span>;
}

/** The Overview's Client Information card: every field of the client record. */
export function ClientInfoCard({ client }: { client: Client }) {
  const none = <NotSpecified />;
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-base font-semibold">{t('clients.info.title')}</h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label={t('clients.field.companyName')}>{client.name}</DetailItem>
        <DetailItem label={t('clients.field.primaryContact')}>{client.contactPerson}</DetailItem>
        <DetailItem label={t('clients.field.email')}>
          <a href={`mailto:${client.email}`} className="text-primary hover:underline">
            {client.email}
          </a>
        </DetailItem>
        <DetailItem label={t('clients.field.phone')}>
          {client.phone ? (
            <a href={`tel:${client.phone}`} className="text-primary hover:underline">
              {client.phone}
            </a>
          ) : (
            none
          )}
        </DetailItem>
        <DetailItem label={t('clients.field.website')}>
          {client.website ? (
            <a href={client.website} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
              {client.website}
            </a>
          ) : (
            none
          )}
        </DetailItem>
        <DetailItem label={t('clients.field.industry')}>{client.industry ? industryLabel(client.industry) : none}</DetailItem>
        <DetailItem label={t('clients.field.status')}>
          <StatusBadge kind="client" status={client.status} />
        </DetailItem>
        <DetailItem label={t('clients.field.clientSince')}>{formatDate(client.createdAt)}</DetailItem>
        <DetailItem label={t('clients.field.taxId')}>{client.taxId ?? none}</DetailItem>
        <DetailItem label={t('clients.field.currency')}>{client.currency ?? t('clients.field.agencyDefault')}</DetailItem>
        <DetailItem label={t('clients.form.language')}>
          <span lang={client.language}>{LANGUAGE_NAMES[client.language]}</span>
          {client.locale ? ` (${client.locale})` : ''}
        </DetailItem>
        <DetailItem label={t('clients.field.poNumber')}>{client.poNumber ?? none}</DetailItem>
        <DetailItem label={t('clients.field.paymentTerms')}>
          {client.paymentTermsDays === null ? none : paymentTermsLabel(client.paymentTermsDays)}
        </DetailItem>
        <DetailItem label={t('clients.field.billingAddress')} className="sm:col-span-2">
          {client.billingAddress ? <span className="whitespace-pre-line">{client.billingAddress}</span> : none}
        </DetailItem>
        <DetailItem label={t('clients.field.notes')} className="sm:col-span-2">
          {client.notes ? <span className="whitespace-pre-line">{client.notes}</span> : none}
        </DetailItem>
      </dl>
    </Card>
  );
}
