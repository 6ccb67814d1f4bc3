import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styles from './two-factor.module.css';

/**
 * A QR code of `value` as an SVG image, always dark on white with its quiet zone
 * (phone cameras read it that way in either theme). Nothing shows until it is drawn.
 */
export function QrCode({ value, alt, size = 184 }: { value: string; alt: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div className={styles.qr} style={{ width: size, height: size }}>
      {src && <img src={src} alt={alt} width={size} height={size} />}
    </div>
  );
}
