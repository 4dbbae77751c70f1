import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './banner.module.css';

/** The spec's banner timeouts. */
export const BANNER_MS = { login: 4000, editProfile: 4000, standard: 5000 } as const;

interface BannerProps {
  tone: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  /** Hides itself after this long; re-show by rendering it with a new `key`. */
  hideAfterMs?: number;
  onHide?: () => void;
}

export function Banner({ tone, children, hideAfterMs, onHide }: BannerProps) {
  const [visible, setVisible] = useState(true);
  // A ref, so a parent's new callback on each render does not restart the timer.
  const onHideRef = useRef(onHide);
  onHideRef.current = onHide;

  useEffect(() => {
    if (hideAfterMs === undefined) return;
    const timer = setTimeout(() => {
      setVisible(false);
      onHideRef.current?.();
    }, hideAfterMs);
    return () => clearTimeout(timer);
  }, [hideAfterMs]);

  if (!visible) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.banner} ${styles[tone]}`}>
      {children}
    </div>
  );
}
