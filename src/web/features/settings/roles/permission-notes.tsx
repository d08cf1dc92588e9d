import { EyeOff, ListFilter, ShieldCheck } from 'lucide-react';
import type { Scope } from '@shared/permissions';
import { Card } from '../../../components/card';
import { RolesSubsection } from './roles-subsection';
import { SCOPE_LABELS } from './role-scope-labels';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

/**
 * How access is enforced here, said as it is: the app the product was first specified as filtered in the browser and relied on database
 * row security; this one checks every request on the server and scopes every query, and these notes say so.
 */
const NOTES = [
  { icon: EyeOff, title: msg('settings.roles.noteHiddenTitle'), text: msg('settings.roles.noteHidden') },
  { icon: ShieldCheck, title: msg('settings.roles.noteApiTitle'), text: msg('settings.roles.noteApi') },
  { icon: ListFilter, title: msg('settings.roles.noteDbTitle'), text: msg('settings.roles.noteDb') },
] as const;

export function PermissionNotes() {
  return (
    <RolesSubsection id="permission-notes" title={t('settings.roles.notesTitle')}>
      <div className="grid gap-3 lg:grid-cols-3">
        {NOTES.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="p-4">
            <div className="flex items-center gap-2">
              <Icon aria-hidden className="size-4 text-primary" />
              <h4 className="text-sm font-semibold">{t(title)}</h4>
            </div>
            <p className="mt-2 text-sm text-muted-foreground">{t(text)}</p>
          </Card>
        ))}
      </div>
      <Card className="p-4">
        <h4 className="text-sm font-semibold">{t('settings.roles.readingTables')}</h4>
        <dl className="mt-2 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {(Object.keys(SCOPE_LABELS) as Scope[]).map((scope) => (
            <div key={scope} className="flex flex-wrap gap-x-2">
              <dt className="font-medium">{SCOPE_LABELS[scope].short}:</dt>
              <dd className="min-w-0 break-words text-muted-foreground">{SCOPE_LABELS[scope].meaning}</dd>
            </div>
          ))}
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium">—:</dt>
            <dd className="min-w-0 break-words text-muted-foreground">{t('settings.scope.noneMeaning')}</dd>
          </div>
        </dl>
      </Card>
    </RolesSubsection>
  );
}
