import type { Me } from '@shared/schemas/me';
import type { Dashboard } from '@shared/schemas/dashboard';
import { ROLE_LABELS } from '@shared/roles';
import { SectionCard } from './section-card';

export function ProfileCard({ profile, me }: { profile: Dashboard['profile']; me: Me | null | undefined }) {
  return (
    <SectionCard title="Your Profile">
      {me ? (
        <div className="mb-4">
          <p className="font-medium">{`${me.user.firstName} ${me.user.lastName}`}</p>
          <p className="text-sm text-muted-foreground">{ROLE_LABELS[me.user.role]}</p>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-surface-muted p-3">
          <dt className="text-xs text-muted-foreground">Assigned Tasks</dt>
          <dd className="text-xl font-semibold tabular-nums">{profile.assignedTasks}</dd>
        </div>
        <div className="rounded-lg bg-surface-muted p-3">
          <dt className="text-xs text-muted-foreground">Completed Tasks</dt>
          <dd className="text-xl font-semibold tabular-nums">{profile.completedTasks}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
