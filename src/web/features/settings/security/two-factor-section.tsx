import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useCurrentUser } from '../../../lib/current-user';
import { t } from '@web/lib/messages/account';
import { AccountSection } from '../account-section';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorEnableDialog } from './two-factor-enable-dialog';
import { TwoFactorRegenerateDialog } from './two-factor-regenerate-dialog';

type Flow = 'enable' | 'disable' | 'regenerate' | null;

/** 'Two-factor sign-in': status, and turning it on (authenticator app), off, or renewing the backup codes. */
export function TwoFactorSection() {
  const { me } = useCurrentUser();
  const [flow, setFlow] = useState<Flow>(null);
  const enabled = me?.twoFactorEnabled ?? false;
  const close = () => setFlow(null);

  return (
    <AccountSection id="two-factor" title={t('account.twoFactor.title')} description={t('account.twoFactor.description')}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">{t('account.twoFactor.status')}</span>
        {enabled ? <Badge tone="success">{t('account.twoFactor.on')}</Badge> : <Badge tone="neutral">{t('account.twoFactor.off')}</Badge>}
      </div>
      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="secondary" onClick={() => setFlow('regenerate')}>
              {t('account.twoFactor.regenerate')}
            </Button>
            <Button variant="secondary" onClick={() => setFlow('disable')}>
              {t('account.twoFactor.turnOff')}
            </Button>
          </>
        ) : (
          <Button onClick={() => setFlow('enable')}>{t('account.twoFactor.setUp')}</Button>
        )}
      </div>
      <TwoFactorEnableDialog open={flow === 'enable'} onClose={close} />
      <TwoFactorDisableDialog open={flow === 'disable'} onClose={close} />
      <TwoFactorRegenerateDialog open={flow === 'regenerate'} onClose={close} />
    </AccountSection>
  );
}
