import { LayoutGrid, Table2 } from 'lucide-react';
import { SegmentedToggle } from '../../components/segmented-toggle';
import type { ClientView } from './use-client-view';

const VIEWS = [
  { value: 'cards', label: 'Cards', icon: LayoutGrid },
  { value: 'table', label: 'Table', icon: Table2 },
] as const;

export function ClientViewToggle({ view, onChange }: { view: ClientView; onChange: (view: ClientView) => void }) {
  return <SegmentedToggle options={VIEWS} value={view} onChange={onChange} />;
}
