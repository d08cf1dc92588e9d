import { EyeOff, ListFilter, ShieldCheck } from 'lucide-react';
import type { Scope } from '@shared/permissions';
import { Card } from '../../../components/card';
import { RolesSubsection } from './roles-subsection';
import { NO_ACCESS, SCOPE_LABELS } from './role-scope-labels';

/**
 * How access is enforced here, said as it is: the app the product was first specified as filtered in the browser and relied on database
 * row security; this one checks every request on the server and scopes every query, and these notes say so.
 */
const NOTES = [
  {
    icon: EyeOff,
    title: 'Hidden in the interface',
    text: 'Buttons, tabs and screens a role may not use are not shown. The portal reads them from this table, which the server sends with the signed-in user. Hiding is a convenience, not the protection.',
  },
  {
    icon: ShieldCheck,
    title: 'Refused by the API on every request',
    text: 'The server checks this same table on every request. Deny by default: a request without a session is refused (401), a capability the role does not have is refused (403), and only sign-in and password reset, the website’s contact form and Stripe’s signed webhook answer without a session.',
  },
  {
    icon: ListFilter,
    title: 'Filtered in the database queries',
    text: "Lists, counts and records are limited to the caller's scope by the WHERE clause of the query itself, so nothing outside it leaves the database. A record outside the scope answers 'not found', so its id reveals nothing. (This is done in the queries, not with PostgreSQL row-level security policies.)",
  },
] as const;

export function PermissionNotes() {
  return (
    <RolesSubsection id="permission-notes" title="Implementation notes">
      <div className="grid gap-3 lg:grid-cols-3">
        {NOTES.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="p-4">
            <div className="flex items-center gap-2">
              <Icon aria-hidden className="size-4 text-primary" />
              <h4 className="text-sm font-semibold">{title}</h4>
            </div>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </Card>
        ))}
      </div>
      <Card className="p-4">
        <h4 className="text-sm font-semibold">Reading the tables</h4>
        <dl className="mt-2 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {(Object.keys(SCOPE_LABELS) as Scope[]).map((scope) => (
            <div key={scope} className="flex gap-2">
              <dt className="shrink-0 font-medium">{SCOPE_LABELS[scope].short}:</dt>
              <dd className="text-muted-foreground">{SCOPE_LABELS[scope].meaning}</dd>
            </div>
          ))}
          <div className="flex gap-2">
            <dt className="shrink-0 font-medium">—:</dt>
            <dd className="text-muted-foreground">{NO_ACCESS.toLowerCase()}</dd>
          </div>
        </dl>
      </Card>
    </RolesSubsection>
  );
}
