import { useId } from 'react';
import type { ClientDetail } from '@shared/schemas/clients';
import { Card } from '../../components/card';
import { Switch } from '../../components/switch';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useUpdateClient } from './api/update-client';
import { t } from '@web/lib/messages/clients';

/**
 * Under the client's Users: whether its primary contacts invite, deactivate and remove their colleagues themselves in
 * the portal (decision 0111). On by default; the agency is told of each change either way.
 */
export function ColleagueSettingCard({ client }: { client: Pick<ClientDetail, 'id' | 'name' | 'contactsManageColleagues'> }) {
  const update = useUpdateClient();
  const labelId = useId();
  const hintId = useId();
  const set = async (on: boolean) => {
    try {
      await update.mutateAsync({ id: client.id, input: { contactsManageColleagues: on } });
      toast.success(on ? t('clients.setting.on') : t('clients.setting.off'));
    } catch (error) {
      toast.error(t('clients.setting.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <Card className="mt-4 flex items-start justify-between gap-4 p-4">
      <div className="space-y-1">
        <p id={labelId} className="text-sm font-medium">
          {t('clients.setting.label')}
        </p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('clients.setting.hint', { client: client.name })}
        </p>
      </div>
      <Switch
        aria-labelledby={labelId}
        aria-describedby={hintId}
        checked={client.contactsManageColleagues}
        disabled={update.isPending}
        onCheckedChange={(on) => void set(on)}
      />
    </Card>
  );
}
