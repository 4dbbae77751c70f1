import type { ReactNode } from 'react';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { AFFILIATE_COPY as C } from '../messages.ts';
import styles from './affiliates.module.css';

interface LoadStateProps<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
  label?: string;
  children: (data: T) => ReactNode;
}

/** A read's three faces: the spinner, the failure with a retry, the content. */
export function LoadState<T>({ data, error, isLoading, retry, label, children }: LoadStateProps<T>) {
  if (isLoading && data === undefined) return <Spinner label={label ?? C.loading} />;
  if (data === undefined) {
    return (
      <div className={styles.stack}>
        <Banner tone="error">{problemDetail(error)}</Banner>
        <button type="button" className="button" onClick={retry}>
          {C.retry}
        </button>
      </div>
    );
  }
  return <>{children(data)}</>;
}
