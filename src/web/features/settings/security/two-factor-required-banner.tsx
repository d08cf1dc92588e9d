import { ShieldAlert } from 'lucide-react';
import { t } from '@web/lib/messages/account';

/** Shown on Account Settings while the workspace requires two-factor of this user: the reason they were sent here. */
export function TwoFactorRequiredBanner() {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-amber-600/30 bg-amber-50 p-4 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="space-y-1 text-sm">
        <p className="font-semibold">{t('account.twoFactor.requiredTitle')}</p>
        <p>{t('account.twoFactor.requiredBody')}</p>
      </div>
    </div>
  );
}
