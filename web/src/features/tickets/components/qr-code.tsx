import { QR_SIZE_PX } from '@tix/contract/domain/ui-limits';
import { toCanvas } from 'qrcode';
import { useEffect, useRef } from 'react';
import { TICKETS_COPY } from '../messages.ts';
import styles from './qr-code.module.css';

interface QrCodeProps {
  /** What the code encodes; empty means an invalid pass. */
  value: string | null;
  /** Refunded or under a refund request: drawn grey from the ticket number, not scannable as valid. */
  greyed?: boolean;
  label: string;
}

/** A ticket's QR code at the spec's 250 px, drawn with the `qrcode` package. */
export function QrCode({ value, greyed = false, label }: QrCodeProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // No 2D context (a test DOM without canvas support): nothing to draw on.
    if (!canvas.current?.getContext('2d') || !value) return;
    toCanvas(canvas.current, value, {
      width: QR_SIZE_PX,
      margin: 1,
      color: greyed ? { dark: '#8a9494', light: '#eef1f1' } : { dark: '#000000', light: '#ffffff' },
    }).catch((error: unknown) => console.error('QR code drawing failed', error));
  }, [value, greyed]);

  if (!value) {
    return (
      <p className={styles.invalid} role="alert">
        {TICKETS_COPY.qrInvalid}
      </p>
    );
  }
  return (
    <canvas
      ref={canvas}
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      className={greyed ? `${styles.qr} ${styles.greyed}` : styles.qr}
      role="img"
      aria-label={label}
    />
  );
}
