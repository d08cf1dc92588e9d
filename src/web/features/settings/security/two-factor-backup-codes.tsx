import { Copy, Download } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { t } from '@web/lib/messages/account';

/** Backup codes, shown once: each signs in one time when the authenticator is not at hand. */
export function TwoFactorBackupCodes({ codes }: { codes: string[] }) {
  const text = `${t('account.backupCodes.fileText')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('account.backupCodes.copied'));
    } catch {
      toast.error(t('account.backupCodes.copyFailed'), { description: t('account.backupCodes.copyFailedHint') });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'agency-portal-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{t('account.backupCodes.intro')}</p>
      <ul aria-label={t('account.backupCodes.label')} className="grid grid-cols-2 gap-2 rounded-lg bg-surface-muted p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden /> {t('account.backupCodes.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          <Download aria-hidden /> {t('account.backupCodes.download')}
        </Button>
      </div>
    </div>
  );
}
