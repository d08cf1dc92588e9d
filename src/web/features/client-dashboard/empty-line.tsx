/** A section's empty state: one quiet sentence where the list would be. */
export function EmptyLine({ children }: { children: string }) {
  return <p className="flex flex-1 items-center justify-center py-8 text-center text-sm text-muted-foreground">{children}</p>;
}
