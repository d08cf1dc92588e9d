import { LayoutGrid, List } from 'lucide-react';
import { SegmentedToggle } from '../../components/segmented-toggle';
import type { TaskView } from './task-list-options';

const VIEWS = [
  { value: 'list', label: 'List', icon: List },
  { value: 'board', label: 'Board', icon: LayoutGrid },
] as const;

export function ViewToggle({ view, onChange }: { view: TaskView; onChange: (view: TaskView) => void }) {
  return <SegmentedToggle options={VIEWS} value={view} onChange={onChange} />;
}
