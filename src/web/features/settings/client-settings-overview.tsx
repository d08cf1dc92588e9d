import { ChevronRight, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/account';

const SECTIONS: { to: string; title: Parameters<typeof t>[0]; description: Parameters<typeof t>[0]; icon: LucideIcon }[] = [
  {
    to: '/settings/profile',
    title: msg('account.profile.title'),
    description: msg('account.overview.profileDescription'),
    icon: UserRound,
  },
  { to: '/settings/account', title: msg('account.page.title'), description: msg('account.overview.accountDescription'), icon: ShieldCheck },
];

/**
 * Settings as a client user sees it (decision 0029): their own profile and account. The workspace's users, roles and
 * audit log are the agency's to manage and are not shown to them.
 */
export function ClientSettingsOverview() {
  return (
    <>
      <PageHeader title={t('account.overview.title')} subtitle={t('account.overview.subtitle')} />
      <ul className="grid max-w-3xl gap-4 sm:grid-cols-2">
        {SECTIONS.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Card className="h-full transition-colors hover:bg-surface-muted">
              <Link to={to} className="flex h-full items-start gap-3 rounded-xl p-5">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-foreground">{t(title)}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{t(description)}</span>
                </span>
                <ChevronRight aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
