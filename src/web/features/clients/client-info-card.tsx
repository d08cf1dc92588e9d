import { paymentTermsText } from '@shared/quantity';
import type { Client } from '@shared/schemas/clients';
import { Card } from '../../components/card';
import { DetailItem } from '../../components/detail-item';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';

const none = <span className="text-muted-foreground">Not specified</span>;

/** The Overview's Client Information card: every field of the client record. */
export function ClientInfoCard({ client }: { client: Client }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-base font-semibold">Client Information</h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label="Company Name">{client.name}</DetailItem>
        <DetailItem label="Primary Contact">{client.contactPerson}</DetailItem>
        <DetailItem label="Email">
          <a href={`mailto:${client.email}`} className="text-primary hover:underline">
            {client.email}
          </a>
        </DetailItem>
        <DetailItem label="Phone">
          {client.phone ? (
            <a href={`tel:${client.phone}`} className="text-primary hover:underline">
              {client.phone}
            </a>
          ) : (
            none
          )}
        </DetailItem>
        <DetailItem label="Website">
          {client.website ? (
            <a href={client.website} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
              {client.website}
            </a>
          ) : (
            none
          )}
        </DetailItem>
        <DetailItem label="Industry">{client.industry ?? none}</DetailItem>
        <DetailItem label="Status">
          <StatusBadge kind="client" status={client.status} />
        </DetailItem>
        <DetailItem label="Client Since">{formatDate(client.createdAt)}</DetailItem>
        <DetailItem label="Tax ID">{client.taxId ?? none}</DetailItem>
        <DetailItem label="Currency">{client.currency ?? 'Agency default'}</DetailItem>
        <DetailItem label="PO Number">{client.poNumber ?? none}</DetailItem>
        <DetailItem label="Payment Terms">{client.paymentTermsDays === null ? none : paymentTermsText(client.paymentTermsDays)}</DetailItem>
        <DetailItem label="Billing Address" className="sm:col-span-2">
          {client.billingAddress ? <span className="whitespace-pre-line">{client.billingAddress}</span> : none}
        </DetailItem>
        <DetailItem label="Notes" className="sm:col-span-2">
          {client.notes ? <span className="whitespace-pre-line">{client.notes}</span> : none}
        </DetailItem>
      </dl>
    </Card>
  );
}
