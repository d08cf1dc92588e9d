import { useState } from 'react';
import type { AccountMapping, AccountMappingEntry } from '@shared/schemas/accounting';
import { SaveButtonRow } from '../../../components/form-parts';
import { QueryBody } from '../../../components/query-body';
import { Skeleton } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api';
import { withToasts } from '../../../lib/with-toasts';
import { AccountSection } from '../account-section';
import { useAccountMapping, useUpdateAccountMapping } from '../api/accounting';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

const GROUPS = [
  { kind: 'fixed', title: msg('settings.mapping.fixed'), hint: msg('settings.mapping.fixedHint') },
  { kind: 'category', title: msg('settings.mapping.categories'), hint: msg('settings.mapping.categoriesHint') },
  { kind: 'tax_rate', title: msg('settings.mapping.taxRates'), hint: msg('settings.mapping.taxRatesHint') },
  { kind: 'payment_method', title: msg('settings.mapping.methods'), hint: msg('settings.mapping.methodsHint') },
] as const satisfies ReadonlyArray<{ kind: AccountMappingEntry['kind']; title: string; hint: string }>;

interface Draft {
  code: string;
  name: string;
}
const keyOf = (e: Pick<AccountMappingEntry, 'kind' | 'key'>) => `${e.kind}:${e.key}`;
const draftOf = (e: AccountMappingEntry): Draft => ({ code: e.isDefault ? '' : e.accountCode, name: e.accountName ?? '' });

/**
 * Settings > Accounting, 'Account mapping' (accounting.export, decision 0124): the code each export writes. An empty
 * field uses the default shown in it; only the fields changed are sent.
 */
export function AccountMappingCard() {
  const mapping = useAccountMapping();
  return (
    <AccountSection id="account-mapping" title={t('settings.mapping.title')} description={t('settings.mapping.description')}>
      <QueryBody query={mapping} loading={<Skeleton className="h-64 w-full" />}>
        {(data) => <MappingForm key={data.entries.map((e) => `${keyOf(e)}=${e.accountCode}/${e.accountName}`).join()} initial={data} />}
      </QueryBody>
    </AccountSection>
  );
}

function MappingForm({ initial }: { initial: AccountMapping }) {
  const update = useUpdateAccountMapping();
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => Object.fromEntries(initial.entries.map((e) => [keyOf(e), draftOf(e)])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: string, patch: Partial<Draft>) => setDrafts((d) => ({ ...d, [key]: { ...d[key]!, ...patch } }));

  const changed = initial.entries.filter((e) => {
    const before = draftOf(e);
    const now = drafts[keyOf(e)]!;
    return before.code !== now.code.trim() || before.name !== now.name.trim();
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const entries = changed.map((e) => {
      const { code, name } = drafts[keyOf(e)]!;
      // A name alone (a tax rate's) goes with the code the rate uses, which it then keeps.
      return { kind: e.kind, key: e.key, accountCode: code.trim() || (name.trim() ? e.defaultCode : ''), accountName: name };
    });
    try {
      await withToasts(() => update.mutateAsync({ entries }), {
        success: t('settings.mapping.saved'),
        failure: t('settings.mapping.saveFailed'),
      });
    } catch (error) {
      // The server names each refused entry by its place in what was sent: put its message under that field.
      if (error instanceof ApiError && error.fields) {
        const byField: Record<string, string> = {};
        for (const [field, message] of Object.entries(error.fields)) {
          const index = Number(/^entries\.(\d+)\./.exec(field)?.[1]);
          const entry = changed[index];
          if (entry) byField[keyOf(entry)] = message;
        }
        setErrors(byField);
      }
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6" aria-label={t('settings.mapping.title')}>
      {GROUPS.map((group) => {
        const entries = initial.entries.filter((e) => e.kind === group.kind);
        if (entries.length === 0) return null;
        return (
          <fieldset key={group.kind} className="space-y-3">
            <legend className="text-sm font-medium">{t(group.title)}</legend>
            <p className="text-sm text-muted-foreground">{t(group.hint)}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {entries.map((e) => {
                const key = keyOf(e);
                const label = e.archived ? t('settings.mapping.archived', { label: e.label }) : e.label;
                return (
                  <div key={key} className="space-y-2">
                    <TextField
                      label={label}
                      placeholder={e.defaultCode}
                      maxLength={50}
                      value={drafts[key]!.code}
                      error={errors[key]}
                      onChange={(ev) => set(key, { code: ev.target.value })}
                    />
                    {e.kind === 'tax_rate' && (
                      <TextField
                        label={t('settings.mapping.nameIn', { label: e.label })}
                        placeholder={e.label}
                        maxLength={100}
                        value={drafts[key]!.name}
                        onChange={(ev) => set(key, { name: ev.target.value })}
                      />
                    )}
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <SaveButtonRow busy={update.isPending} busyLabel={t('settings.mapping.saving')}>
        {t('settings.mapping.save')}
      </SaveButtonRow>
    </form>
  );
}
