/**
 * Reports > Time (decision 0050): hours, billable share and money per project and month, or each person's utilization
 * per week (`?view=utilization`). Managers and admins only; the server leaves out the figures a manager may not see.
 */
import { BarChart3, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { SegmentedToggle } from '../../components/segmented-toggle';
import { ProjectReportView } from './project-report-view';
import { UtilizationView } from './utilization-view';

type View = 'projects' | 'utilization';
const VIEWS = [
  { value: 'projects', label: 'Projects', icon: BarChart3 },
  { value: 'utilization', label: 'Utilization', icon: Users },
] as const;

export function TimeReportsPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'utilization' ? 'utilization' : 'projects';
  const choose = (next: View) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'projects') out.delete('view');
        else out.set('view', next);
        return out;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader
        title="Time Reports"
        subtitle={
          view === 'projects' ? 'Hours and billable work per project and month' : 'Billable hours against each person’s weekly capacity'
        }
        actions={<SegmentedToggle label="Report" options={VIEWS} value={view} onChange={choose} />}
      />
      {view === 'projects' ? <ProjectReportView /> : <UtilizationView />}
    </>
  );
}
