/**
 * 'Language' on Account Settings: what the portal and the e-mails to this person are written in, and how dates and
 * amounts read. Saved as soon as it is chosen; the portal then renders in it (src/web/app/language.tsx).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@shared/api/account';
import { LANGUAGE_NAMES, LANGUAGES, LOCALES, languageOf, type Language, type Locale } from '@shared/i18n/languages';
import { SelectField } from '../../components/select-field';
import { request } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { activeLanguage } from '../../lib/i18n';
import { t } from '../../lib/messages/account';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { AccountSection } from './account-section';

/** A locale's name in the language the screen shows ('Spanish (Mexico)', 'Spanisch (Mexiko)'). */
function localeName(locale: string): string {
  try {
    return new Intl.DisplayNames([activeLanguage()], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

export function LanguageSection() {
  const { me } = useCurrentUser();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { language: Language | null; locale: Locale | null }) => request(accountApi.updateProfile, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
      toast.success(t('account.language.saved'));
    },
    onError: (error) => toast.error(error.message),
  });
  if (!me) return null;
  const language = me.ownLanguage ?? null;
  const locales = LOCALES.filter((locale) => languageOf(locale) === (language ?? me.language ?? activeLanguage()));
  return (
    <AccountSection id="language" title={t('account.language.title')} description={t('account.language.description')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('account.language.language')}
          value={language ?? ''}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ language: (e.target.value || null) as Language | null, locale: null })}
          options={LANGUAGES}
          optionLabel={(value) => LANGUAGE_NAMES[value]}
        >
          <option value="">{me.user.clientId ? t('account.language.company') : t('account.language.browser')}</option>
        </SelectField>
        <SelectField
          label={t('account.language.locale')}
          value={me.ownLocale ?? ''}
          disabled={save.isPending || !language}
          onChange={(e) => save.mutate({ language, locale: (e.target.value || null) as Locale | null })}
          options={locales}
          optionLabel={localeName}
        >
          <option value="">{t('account.language.defaultLocale')}</option>
        </SelectField>
      </div>
    </AccountSection>
  );
}
