import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../lib/hydrated.ts';
import { SHARE_COPY } from './share-copy.ts';
import styles from './share-kit.module.css';
import { eventPageUrl, shareTargets } from './share-links.ts';

export { SHARE_COPY };

/**
 * True once the element is near the viewport (within 200 px), and from then on; at once where
 * the browser cannot tell (no IntersectionObserver). The share kit sits below the fold of a
 * phone's event page: the QR code's library and drawing (a long task on a slow phone) wait until
 * someone scrolls towards it.
 */
function useNearView(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}

/** The QR code of `url` as a PNG data URL; `qrcode` loads when the first kit comes near view. */
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
  const kit = useRef<HTMLElement>(null);
  const near = useNearView(kit, url !== null);
  const png = useQrPng(near ? url : null);
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
    <section ref={kit} aria-labelledby={`share-${eventId}`} className={styles.kit}>
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
      <div className={styles.qr}>
        {/* The code's place is kept while it is drawn: nothing below it moves when it appears. */}
        {png ? (
          <>
            <img src={png} alt={SHARE_COPY.qrAlt(name)} width={160} height={160} />
            <a className={styles.button} href={png} download={`event-${eventId}-qr.png`}>
              {SHARE_COPY.qrDownload}
            </a>
          </>
        ) : (
          <>
            <div className={styles.qrPending} aria-hidden="true" />
            <span className={styles.buttonSpace} aria-hidden="true" />
          </>
        )}
        {extra}
      </div>
    </section>
  );
}
