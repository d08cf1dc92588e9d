import { Button } from '../components/button';

/** Shown when we cannot tell whether the user is signed in (server or network down), instead of guessing. */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-semibold">We could not load your account</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        The portal is not reachable right now. Check your connection, then try again.
      </p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
