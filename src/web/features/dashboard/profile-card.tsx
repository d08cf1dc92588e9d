import type { Me } from '@shared/schemas/me';
import type { Dashboard } from '@shared/schemas/dashboard';
import { roleText } from '@web/lib/role-text';
import { SectionCard } from './section-card';
import { t } from '@web/lib/messages/dashboard';

export function ProfileCard({ profile, me }: { profile: Dashboard['profile']; me: Me | null | undefined }) {
  return (
    <SectionCard title={t('dashboard.profile.title')}>
      {me ? (
        <div className="mb-4">
          <p className="font-medium">{`${me.user.firstName} ${me.user.lastName}`}</p>
          <p className="text-sm text-muted-foreground">{roleText(me.user.role)}</p>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-surface-muted p-3">
          <dt className="text-xs text-muted-foreground">{t('dashboard.profile.assigned')}</dt>
          <dd className="text-xl font-semibold tabular-nums">{profile.assignedTasks}</dd>
        </div>
        <div className="rounded-lg bg-surface-muted p-3">
          <dt className="text-xs text-muted-foreground">{t('dashboard.profile.completed')}</dt>
          <dd className="text-xl font-semibold tabular-nums">{profile.completedTasks}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
