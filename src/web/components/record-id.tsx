/** A record's id, shown small and selectable so it can be quoted to support. */
export function RecordId({ id }: { id: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      ID: <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-xs break-all text-foreground">{id}</code>
    </p>
  );
}
