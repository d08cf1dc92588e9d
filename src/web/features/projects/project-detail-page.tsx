import { FolderX } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import type { ProjectDetail } from '@shared/schemas/projects';
import { ProjectFiles } from '../../components/attachments/project-files';
import { BackLink } from '../../components/back-link';
import { BACK_TO_CLIENTS, NotFoundState } from '../../components/not-found-state';
import { RecordHeader } from '../../components/record-header';
import { RecordPending } from '../../components/record-pending';
import { Tabs } from '../../components/tabs';
import { can as mayViewTime, isClient } from '../../lib/can';
import { useCanOpen } from '../../lib/can-open';
import { useCurrentUser } from '../../lib/current-user';
import { useTabParam } from '../../lib/use-tab-param';
import { useProject } from './api/get-project';
import { ProjectConversationTab } from './conversation/project-conversation-tab';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectDetailSkeleton } from './project-detail-skeleton';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectMilestonesTab } from './project-milestones-tab';
import { ProjectOverviewTab } from './project-overview-tab';
import { ProjectTeamTab } from './project-team-tab';
import { t } from '@web/lib/messages/projects';
import { msg } from '@web/lib/i18n';

const TABS = [
  { value: 'overview', label: msg('projects.tabs.overview') },
  { value: 'milestones', label: msg('projects.tabs.milestones') },
  { value: 'tasks', label: msg('projects.tabs.tasks') },
  { value: 'team', label: msg('projects.tabs.team') },
  { value: 'conversation', label: msg('projects.tabs.conversation') },
  { value: 'files', label: msg('projects.tabs.files') },
  { value: 'time', label: msg('projects.tabs.time') },
  { value: 'expenses', label: msg('projects.tabs.expenses') },
] as const;
type TabKey = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabKey {
  return TABS.some((tab) => tab.value === value);
}

export interface ProjectDetailPageProps {
  /**
   * The Tasks tab. Features do not import each other, so the app layer passes the tasks feature's component in
   * (`<ProjectDetailPage TasksTab={ProjectTasksTab} />`).
   */
  TasksTab: ComponentType<{ project: ProjectDetail }>;
  /** The requests feature's New Request button (shown to client users only), passed in the same way. */
  RequestAction?: ComponentType<{ project: ProjectDetail }>;
  /** The time feature's Time tab, passed in the same way; shown to those who may view time. */
  TimeTab?: ComponentType<{ project: ProjectDetail }>;
  /** The expenses feature's Expenses tab (decision 0116), passed in the same way; shown to the staff. */
  ExpensesTab?: ComponentType<{ project: ProjectDetail }>;
}

/** /projects/:id: the project with its milestones, tasks and team. */
export function ProjectDetailPage({ TasksTab, RequestAction, TimeTab, ExpensesTab }: ProjectDetailPageProps) {
  const { id = '' } = useParams();
  const canOpen = useCanOpen();
  const { me } = useCurrentUser();
  const client = isClient(me);
  const project = useProject(id);
  // A client user is offered the parts the project shares with them (decision 0103); the server refuses the rest.
  const shared = project.data?.clientSees;
  const hiddenFromClient = (value: TabKey) =>
    client &&
    !!shared &&
    ((value === 'tasks' && !shared.tasks) ||
      (value === 'time' && !shared.time) ||
      (value === 'team' && !shared.team) ||
      (value === 'files' && !shared.files));
  const tabs = (TimeTab && mayViewTime(me, 'time.view') ? TABS : TABS.filter((tab) => tab.value !== 'time'))
    .filter(
      (tab) => !hiddenFromClient(tab.value) && (tab.value !== 'expenses' || (!!ExpensesTab && !client && mayViewTime(me, 'expenses.view'))),
    )
    .map((tab) => ({ value: tab.value, label: t(tab.label) }));
  const [tabParam, selectTab] = useTabParam<TabKey>();
  const tab: TabKey = isTab(tabParam) && tabs.some((item) => item.value === tabParam) ? tabParam : 'overview';
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  if (project.data === undefined) {
    const back = { to: '/projects', label: t('projects.detail.backToProjects') };
    const description = t('projects.detail.notFoundDescription');
    const notFound = (
      <NotFoundState icon={FolderX} title={t('projects.detail.notFound')} description={description} back={BACK_TO_CLIENTS} orElse={back} />
    );
    return (
      <RecordPending
        query={project}
        notFound={notFound}
        errorTitle={t('projects.detail.loadError')}
        back={back}
        skeleton={<ProjectDetailSkeleton />}
      />
    );
  }

  const data = project.data;
  // What the caller may do with this project: the server's answer, sent with it.
  const { can } = data;

  let panel;
  if (tab === 'overview') panel = <ProjectOverviewTab project={data} canManage={can.edit} client={client} />;
  else if (tab === 'milestones') panel = <ProjectMilestonesTab projectId={data.id} canManage={can.manageMilestones} />;
  else if (tab === 'team') panel = <ProjectTeamTab project={data} canManage={can.manageTeam} />;
  else if (tab === 'files') panel = <ProjectFiles projectId={data.id} />;
  else if (tab === 'conversation') panel = <ProjectConversationTab projectId={data.id} client={client} />;
  else if (tab === 'time' && TimeTab) panel = <TimeTab project={data} />;
  else if (tab === 'expenses' && ExpensesTab) panel = <ExpensesTab project={data} />;
  else panel = <TasksTab project={data} />;

  return (
    <>
      {/* A client user has no client screen: their way back is their projects. */}
      {canOpen(`/clients/${data.client.id}`) ? (
        <BackLink to={`/clients/${data.client.id}`}>{t('projects.detail.backToClient', { client: data.client.name })}</BackLink>
      ) : (
        <BackLink to="/projects">{t('projects.detail.backToProjects')}</BackLink>
      )}
      <RecordHeader
        name={data.name}
        subtitle={client ? t('projects.detail.subtitleClient') : t('projects.detail.subtitleStaff')}
        editLabel={t('projects.detail.edit')}
        onEdit={can.edit ? () => setEditOpen(true) : undefined}
        onDelete={can.delete ? () => setDeleteOpen(true) : undefined}
      />
      {RequestAction ? (
        <div className="-mt-2 mb-4 flex justify-end empty:hidden">
          <RequestAction project={data} />
        </div>
      ) : null}

      <Tabs tabs={tabs} value={tab} onValueChange={selectTab} label={t('projects.detail.sections')}>
        {panel}
      </Tabs>

      {can.edit ? <ProjectFormDialog open={editOpen} onOpenChange={setEditOpen} project={data} /> : null}
      {can.delete ? <DeleteProjectDialog project={data} open={deleteOpen} onOpenChange={setDeleteOpen} /> : null}
    </>
  );
}
