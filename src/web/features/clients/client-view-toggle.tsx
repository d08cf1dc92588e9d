import { LayoutGrid, Table2 } from 'lucide-react';
import { SegmentedToggle } from '../../components/segmented-toggle';
import type { ClientView } from './use-client-view';
import { t } from '@web/lib/messages/clients';
import { msg } from '@web/lib/i18n';

const VIEWS = [
  { value: 'cards', label: msg('clients.list.cards'), icon: LayoutGrid },
  { value: 'table', label: msg('clients.list.table'), icon: Table2 },
] as const;

export function ClientViewToggle({ view, onChange }: { view: ClientView; onChange: (view: ClientView) => void }) {
  return <SegmentedToggle options={VIEWS.map((v) => ({ ...v, label: t(v.label) }))} value={view} onChange={onChange} />;
}
