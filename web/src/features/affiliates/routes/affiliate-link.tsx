import { AFFILIATE_LINK_PARAM } from '@tix/contract/domain/affiliate';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { saveAffiliateId, useAffiliateLink } from '../api/affiliates.ts';
import styles from '../components/affiliates.module.css';
import { LoadState } from '../components/load-state.tsx';
import { AFFILIATE_PAGES_COPY as C } from '../pages-messages.ts';

/** How long 'Copied' shows (spec part 3, section 9). */
export const COPIED_MS = 2000;

const SHARES = [
  {
    name: 'Facebook',
    url: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
  { name: 'X', url: (link: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}` },
  { name: 'WhatsApp', url: (link: string) => `https://wa.me/?text=${encodeURIComponent(link)}` },
  {
    name: 'LinkedIn',
    url: (link: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
  },
] as const;

export const affiliateUrl = (affiliateId: string) =>
  `${window.location.origin}/?${new URLSearchParams({ [AFFILIATE_LINK_PARAM]: affiliateId }).toString()}`;

function ShareLink({ affiliateId }: { affiliateId: string }) {
  const link = affiliateUrl(affiliateId);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <>
      <div className={styles.linkBox}>
        <label htmlFor="affiliate-link" className="visually-hidden">
          {C.linkLabel}
        </label>
        <input id="affiliate-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={copy}>
          {copied ? C.copied : C.copy}
        </button>
        <span role="status" className="visually-hidden">
          {copied ? C.copied : ''}
        </span>
      </div>
      <h2 id="share-heading">{C.shareOn}</h2>
      <ul className={styles.share} aria-labelledby="share-heading">
        {SHARES.map((s) => (
          <li key={s.name}>
            <a href={s.url(link)} target="_blank" rel="noopener noreferrer">
              {s.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function SaveId() {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveAffiliateId();
      await mutate(keyOf(endpoints.getLink));
    } catch (failure) {
      setError(problemDetail(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.payout}>
      <h2>{C.saveTitle}</h2>
      {error && <Banner tone="error">{error}</Banner>}
      <p>{C.saveIntro}</p>
      <button type="button" className="button" onClick={save} disabled={busy}>
        {C.save}
      </button>
    </div>
  );
}

/** /affiliate-link: the partner's link to copy or share, or the block that saves an id first. */
export function AffiliateLinkRoute() {
  const link = useAffiliateLink();
  return (
    <section aria-labelledby="link-heading">
      <h1 id="link-heading">{C.linkTitle}</h1>
      <p className={styles.note}>{C.linkIntro}</p>
      <LoadState {...link} retry={() => link.mutate()}>
        {(l) => (l.affiliateId ? <ShareLink affiliateId={l.affiliateId} /> : <SaveId />)}
      </LoadState>
      <p>
        <Link to={paths.myRecruits}>{C.myRecruits}</Link>
      </p>
    </section>
  );
}
