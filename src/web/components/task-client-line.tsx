/** Where a task belongs, under its title (on the board and in the overview's recent tasks): its client and project. */
export function TaskClientLine({ task }: { task: { client: { name: string }; project?: { name: string } | null } }) {
  return (
    <p className="truncate text-xs text-muted-foreground">
      {task.client.name}
      {task.project ? ` · ${task.project.name}` : ''}
    </p>
  );
}
