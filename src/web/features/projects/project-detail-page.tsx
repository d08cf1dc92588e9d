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

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'milestones', label: 'Milestones' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'team', label: 'Team Members' },
  { value: 'conversation', label: 'Conversation' },
  { value: 'files', label: 'Files' },
  { value: 'time', label: 'Time' },
] as const;
type TabKey = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabKey {
  return TABS.some((t) => t.value === value);
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
}

/** /projects/:id: the project with its milestones, tasks and team. */
export function ProjectDetailPage({ TasksTab, RequestAction, TimeTab }: ProjectDetailPageProps) {
  const { id = '' } = useParams();
  const canOpen = useCanOpen();
  const { me } = useCurrentUser();
  const client = isClient(me);
  const tabs = TimeTab && mayViewTime(me, 'time.view') ? TABS : TABS.filter((t) => t.value !== 'time');
  const project = useProject(id);
  const [tabParam, selectTab] = useTabParam<TabKey>();
  const tab: TabKey = isTab(tabParam) && tabs.some((t) => t.value === tabParam) ? tabParam : 'overview';
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  if (project.data === undefined) {
    const back = { to: '/projects', label: 'Back to Projects' };
    const description = 'It may have been deleted, or you may not have access to it.';
    const notFound = (
      <NotFoundState icon={FolderX} title="Project not found" description={description} back={BACK_TO_CLIENTS} orElse={back} />
    );
    return (
      <RecordPending
        query={project}
        notFound={notFound}
        errorTitle="Could not load the project"
        back={back}
        skeleton={<ProjectDetailSkeleton />}
      />
    );
  }

  const data = project.data;
  // What the caller may do with this project: the server's answer, sent with it.
  const { can } = data;

  let panel;
  if (tab === 'overview') panel = <ProjectOverviewTab project={data} canManage={can.edit} />;
  else if (tab === 'milestones') panel = <ProjectMilestonesTab projectId={data.id} canManage={can.manageMilestones} />;
  else if (tab === 'team') panel = <ProjectTeamTab project={data} canManage={can.manageTeam} />;
  else if (tab === 'files') panel = <ProjectFiles projectId={data.id} />;
  else if (tab === 'conversation') panel = <ProjectConversationTab projectId={data.id} client={client} />;
  else if (tab === 'time' && TimeTab) panel = <TimeTab project={data} />;
  else panel = <TasksTab project={data} />;

  return (
    <>
      {/* A client user has no client screen: their way back is their projects. */}
      {canOpen(`/clients/${data.client.id}`) ? (
        <BackLink to={`/clients/${data.client.id}`}>{`Back to ${data.client.name}`}</BackLink>
      ) : (
        <BackLink to="/projects">Back to Projects</BackLink>
      )}
      <RecordHeader
        name={data.name}
        subtitle={client ? 'Your project: its progress, milestones, tasks and team' : 'Project Details & Management'}
        editLabel="Edit Project"
        onEdit={can.edit ? () => setEditOpen(true) : undefined}
        onDelete={can.delete ? () => setDeleteOpen(true) : undefined}
      />
      {RequestAction ? (
        <div className="-mt-2 mb-4 flex justify-end empty:hidden">
          <RequestAction project={data} />
        </div>
      ) : null}

      <Tabs tabs={tabs} value={tab} onValueChange={selectTab} label="Project sections">
        {panel}
      </Tabs>

      {can.edit ? <ProjectFormDialog open={editOpen} onOpenChange={setEditOpen} project={data} /> : null}
      {can.delete ? <DeleteProjectDialog project={data} open={deleteOpen} onOpenChange={setDeleteOpen} /> : null}
    </>
  );
}
