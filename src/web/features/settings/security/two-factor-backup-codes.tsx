import { Copy, Download } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';

/** Backup codes, shown once: each signs in one time when the authenticator is not at hand. */
export function TwoFactorBackupCodes({ codes }: { codes: string[] }) {
  const text = `Agency Portal backup codes (each works once)\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Backup codes copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the codes and copy them by hand, or download them.' });
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
      <p className="text-sm text-muted-foreground">
        Keep these somewhere safe. Each code signs you in once if you lose your phone. They will not be shown again.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-lg bg-surface-muted p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          <Download aria-hidden /> Download
        </Button>
      </div>
    </div>
  );
}
