import { LayoutGrid, List } from 'lucide-react';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/tasks';
import { SegmentedToggle } from '../../components/segmented-toggle';
import type { TaskView } from './task-list-options';

const VIEWS = [
  { value: 'list', label: msg('tasks.view.list'), icon: List },
  { value: 'board', label: msg('tasks.view.board'), icon: LayoutGrid },
] as const;

export function ViewToggle({ view, onChange }: { view: TaskView; onChange: (view: TaskView) => void }) {
  const options = VIEWS.map((option) => ({ ...option, label: t(option.label) }));
  return <SegmentedToggle options={options} value={view} onChange={onChange} label={t('tasks.view.label')} />;
}
