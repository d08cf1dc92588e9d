import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useCurrentUser } from '../../../lib/current-user';
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
    <AccountSection
      id="two-factor"
      title="Two-factor sign-in"
      description="Besides your password, ask for a code from an authenticator app on your phone when you sign in."
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">Status</span>
        {enabled ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Off</Badge>}
      </div>
      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="secondary" onClick={() => setFlow('regenerate')}>
              Regenerate backup codes
            </Button>
            <Button variant="secondary" onClick={() => setFlow('disable')}>
              Turn off
            </Button>
          </>
        ) : (
          <Button onClick={() => setFlow('enable')}>Set up two-factor</Button>
        )}
      </div>
      <TwoFactorEnableDialog open={flow === 'enable'} onClose={close} />
      <TwoFactorDisableDialog open={flow === 'disable'} onClose={close} />
      <TwoFactorRegenerateDialog open={flow === 'regenerate'} onClose={close} />
    </AccountSection>
  );
}
