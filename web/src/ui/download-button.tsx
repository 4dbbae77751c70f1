import { useState } from 'react';
import { saveFile } from '../lib/save-file.ts';
import { Banner } from './banner.tsx';
import styles from './download-button.module.css';
import { Spinner } from './spinner.tsx';

export const DOWNLOAD_COPY = {
  busy: 'Preparing the download…',
  failed: 'The download failed. Please try again.',
} as const;

/** The file name the server gave (Content-Disposition), else `fallback`. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * A file the BFF streams (a CSV export, a PDF): fetched with the session, then saved under the
 * server's file name. Busy while it comes; the failure said, not thrown.
 */
export function DownloadButton({ href, label, fileName }: { href: string; label: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(href, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      saveFile(fileNameOf(response, fileName), await response.blob());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.item}>
      <button type="button" className={styles.button} onClick={download} disabled={busy} aria-busy={busy}>
        {busy && <Spinner inline label={DOWNLOAD_COPY.busy} />}
        {label}
      </button>
      {failed && <Banner tone="error">{DOWNLOAD_COPY.failed}</Banner>}
    </div>
  );
}
