import { type ReactNode, useEffect, useState } from 'react';
import { useHydrated } from '../lib/hydrated.ts';
import { SHARE_COPY } from './share-copy.ts';
import styles from './share-kit.module.css';
import { eventPageUrl, shareTargets } from './share-links.ts';

export { SHARE_COPY };

/** The QR code of `url` as a PNG data URL; `qrcode` loads with the first share kit shown. */
function useQrPng(url: string | null): string | null {
  const [png, setPng] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(url, { width: 512, margin: 2, errorCorrectionLevel: 'M' }))
      .then((data) => live && setPng(data))
      .catch((error: unknown) => console.error('QR code drawing failed', error));
    return () => {
      live = false;
    };
  }, [url]);
  return png;
}

/**
 * Share an event (issue 28): its address to copy, share links (WhatsApp, Facebook, X, email), its
 * QR code as a PNG, and `extra` (the organiser's flyer). The address is the page's own origin, so
 * it is known only in the browser: a server-rendered page shows the kit once it has hydrated.
 */
export function ShareKit({ eventId, name, extra }: { eventId: string; name: string; extra?: ReactNode }) {
  const hydrated = useHydrated();
  const url = hydrated ? eventPageUrl(window.location.origin, eventId) : null;
  const png = useQrPng(url);
  const [copied, setCopied] = useState<boolean | null>(null);
  if (!url) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section aria-labelledby={`share-${eventId}`} className={styles.kit}>
      <h2 id={`share-${eventId}`}>{SHARE_COPY.heading}</h2>
      <div className={styles.copy}>
        <label htmlFor={`share-url-${eventId}`} className="visually-hidden">
          {SHARE_COPY.linkLabel}
        </label>
        <input id={`share-url-${eventId}`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className={styles.button} onClick={copy}>
          {SHARE_COPY.copy}
        </button>
      </div>
      {copied !== null && (
        <p role="status" className={styles.note}>
          {copied ? SHARE_COPY.copied : SHARE_COPY.copyFailed}
        </p>
      )}
      <ul className={styles.targets}>
        {shareTargets(url, name).map((t) => (
          <li key={t.key}>
            <a
              className={styles.button}
              href={t.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={SHARE_COPY.shareOn(t.label)}
              data-share={t.key}
            >
              {t.label}
            </a>
          </li>
        ))}
      </ul>
      {png && (
        <div className={styles.qr}>
          <img src={png} alt={SHARE_COPY.qrAlt(name)} width={160} height={160} />
          <a className={styles.button} href={png} download={`event-${eventId}-qr.png`}>
            {SHARE_COPY.qrDownload}
          </a>
          {extra}
        </div>
      )}
    </section>
  );
}
