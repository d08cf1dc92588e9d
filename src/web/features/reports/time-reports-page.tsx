/**
 * Reports > Time (decision 0050): hours, billable share and money per project and month, or each person's utilization
 * per week (`?view=utilization`). Managers and admins only; the server leaves out the figures a manager may not see.
 */
import { BarChart3, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { SegmentedToggle } from '../../components/segmented-toggle';
import { ReportsTabs } from './reports-tabs';
import { ProjectReportView } from './project-report-view';
import { UtilizationView } from './utilization-view';
import { t } from '@web/lib/messages/reports';
import { msg } from '@web/lib/i18n';

type View = 'projects' | 'utilization';
const VIEWS = [
  { value: 'projects', label: msg('reports.time.projects'), icon: BarChart3 },
  { value: 'utilization', label: msg('reports.time.utilization'), icon: Users },
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
        title={t('reports.time.title')}
        subtitle={view === 'projects' ? t('reports.time.projectsSubtitle') : t('reports.time.utilizationSubtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <ReportsTabs current="time" />
            <SegmentedToggle
              label={t('reports.time.view')}
              options={VIEWS.map((v) => ({ ...v, label: t(v.label) }))}
              value={view}
              onChange={choose}
            />
          </div>
        }
      />
      {view === 'projects' ? <ProjectReportView /> : <UtilizationView />}
    </>
  );
}
