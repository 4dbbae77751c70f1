import { isLegacyId } from '@tix/contract/model/ids';
import { Link, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import surface from '../../../ui/surface.module.css';
import { useMarketingMessage } from '../api/marketing.ts';
import styles from '../components/marketing.module.css';
import { OUTCOME_COPY as COPY } from '../messages.ts';

const textIdOf = (query: URLSearchParams) => {
  const value = query.get('textid')?.trim() ?? '';
  return isLegacyId(value) ? value : null;
};

/** /sms-marketing-response: the provider took the payment; delivery follows its notification. */
export function SmsMarketingResponseRoute() {
  const [query] = useSearchParams();
  const { data } = useMarketingMessage(textIdOf(query));
  return (
    <section aria-labelledby="sms-response-heading" className={surface.stack}>
      <h1 id="sms-response-heading">{COPY.successTitle}</h1>
      <p role="status" className={styles.total}>
        {COPY.status}
      </p>
      {data && <p className={styles.quiet}>{COPY.sentTo(data.recipients, data.costCents)}</p>}
      <div className={styles.row}>
        <Link className="button" to={paths.dashboard}>
          {COPY.dashboard}
        </Link>
      </div>
    </section>
  );
}

/** /smsmarketingcancel: nothing was paid and nothing sent. */
export function SmsMarketingCancelRoute() {
  const [query] = useSearchParams();
  const textId = textIdOf(query);
  return (
    <section aria-labelledby="sms-cancel-heading" className={surface.stack}>
      <h1 id="sms-cancel-heading">{COPY.cancelledTitle}</h1>
      <p>{COPY.cancelled}</p>
      <div className={styles.row}>
        <Link className="button" to={paths.dashboard}>
          {COPY.dashboard}
        </Link>
        {textId && <Link to={linkTo(paths.smsCampaign, { query: { textid: textId } })}>{COPY.again}</Link>}
      </div>
    </section>
  );
}
