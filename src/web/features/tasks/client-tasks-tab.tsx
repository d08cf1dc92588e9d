import { ScopedTasksTab } from './scoped-tasks-tab';

/** The client detail's Tasks tab (passed in by the app layer). */
export function ClientTasksTab({ client }: { client: { id: string; name: string } }) {
  return <ScopedTasksTab scope={{ client }} />;
}
