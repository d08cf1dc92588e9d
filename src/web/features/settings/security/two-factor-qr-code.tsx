import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components/skeleton';
import { t } from '@web/lib/messages/account';

/**
 * The otpauth:// address as a QR code for the authenticator app. The QR library is loaded only here, when someone
 * sets up two-factor; the code is an SVG in a data: URL (the CSP allows data: images), on white in both themes so
 * every camera reads it.
 */
export function TwoFactorQrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (!cancelled) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      cancelled = true;
    };
  }, [uri]);

  if (!src) return <Skeleton className="size-44" />;
  return <img src={src} alt={t('account.twoFactor.qrAlt')} className="size-44 rounded-lg bg-white p-2 ring-1 ring-border" />;
}
