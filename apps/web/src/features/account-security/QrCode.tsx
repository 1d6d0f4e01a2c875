import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The otpauth URI as a QR code, drawn as SVG into a data URL: no canvas, no request, and allowed
 * by the app's Content-Security-Policy (img-src data:).
 */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Loaded on demand: the sign-in page and Settings stay light for everyone who never enrols.
    void import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return <Skeleton width={size} height={size} />;
  return <img src={src} alt={label} width={size} height={size} style={{ background: 'white' }} />;
}
