import type { PrintingPage } from '@tix/contract/api/printing';
import { canPreparePrint } from '@tix/contract/domain/campaign';
import { formatRand } from '@tix/contract/domain/money';
import {
  PREPARE_TICKETS_MESSAGES as M,
  makePrepareTicketsSchema,
  PREPARE_FIELDS,
  type PrepareField,
  printContextOf,
} from '@tix/contract/forms/printing';
import { CATEGORY_LABELS, type TicketCategory } from '@tix/contract/forms/tickets';
import { validateForm } from '@tix/contract/forms/validate';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { randOrNotAvailable } from '../../../lib/figures.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Field, SubmitButton } from '../../../ui/form-fields.tsx';
import { attemptToken, markPrintCategory, prepareTickets, printingPageKey } from '../api/printing.ts';
import { PRINTING_COPY as COPY, STOCK_MESSAGE_MS } from '../messages.ts';
import styles from './printing.module.css';

type Values = Record<PrepareField, string>;
const BLANK = Object.fromEntries(PREPARE_FIELDS.map(([f]) => [f, ''])) as Values;
const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : 0);

/** The six quantities, the running totals and Prepare download (spec part 2, sections 2, 4, 5). */
export function PrepareForm({ page }: { page: PrintingPage }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<Values>(BLANK);
  const [ticked, setTicked] = useState<Partial<Record<TicketCategory, boolean>>>(() =>
    Object.fromEntries(page.categories.map((c) => [c.tier, c.checked])),
  );
  const [flash, setFlash] = useState<{ text: string; id: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef(attemptToken());

  const byTier = (tier: TicketCategory) => page.categories.find((c) => c.tier === tier);
  const input = useMemo(
    () => Object.fromEntries(PREPARE_FIELDS.map(([f, tier]) => [f, ticked[tier] ? values[f] : ''])) as Values,
    [values, ticked],
  );
  const total = PREPARE_FIELDS.reduce((sum, [f]) => sum + count(input[f]), 0);
  const costCents = total * page.costPerTicketCents;
  // A chosen group whose price the legacy did not send makes the estimate unknown, not lower.
  const revenueCents = PREPARE_FIELDS.reduce<number | null>((sum, [f, tier, group]) => {
    const quantity = count(input[f]);
    if (quantity === 0) return sum;
    const price = byTier(tier)?.[group].priceCents ?? null;
    return sum === null || price === null ? null : sum + quantity * price;
  }, 0);
  // The legacy's own estimate until a quantity is typed here; the page's sum when it has none.
  const edited = PREPARE_FIELDS.some(([f]) => values[f].trim() !== '');
  const shownRevenueCents = edited ? revenueCents : (page.estimatedRevenueCents ?? revenueCents);
  const check = validateForm(
    makePrepareTicketsSchema(printContextOf(page.categories, page.balanceCents)),
    input,
  );
  const fieldErrors = check.ok ? {} : check.fieldErrors;
  const fieldError = (f: PrepareField) => {
    const message = fieldErrors[f];
    return message === M.nothingToPrint || message === M.balanceTooLow(total) ? undefined : message;
  };
  const tooPoor = total > 0 && !canPreparePrint(total, costCents, page.balanceCents);
  const canPrepare = check.ok && total > 0 && !tooPoor && !busy;

  const change = (f: PrepareField, tier: TicketCategory, group: 'adults' | 'kids', value: string) => {
    if (count(value) > 0 && (byTier(tier)?.[group].inStock ?? 0) === 0) {
      setFlash({ text: M.outOfStock(CATEGORY_LABELS[tier], group), id: Date.now() });
      setValues((v) => ({ ...v, [f]: '' }));
      return;
    }
    setValues((v) => ({ ...v, [f]: value }));
  };

  // The legacy hears of each toggle (MARKTICKETCATEGORY); a refusal puts the tick back.
  const toggle = (category: PrintingPage['categories'][number], checked: boolean) => {
    setTicked((t) => ({ ...t, [category.tier]: checked }));
    markPrintCategory(page.eventId, category.ticketId, checked).catch((error: unknown) => {
      setTicked((t) => ({ ...t, [category.tier]: !checked }));
      setFailure(problemDetail(error));
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canPrepare) return;
    setBusy(true);
    setFailure(null);
    try {
      await prepareTickets(page.eventId, input, attempt.current);
      // The stock, balance and counts changed: read afresh when the screen is next shown.
      await mutate(printingPageKey(page.eventId), undefined, { revalidate: false });
      navigate(linkTo(paths.ticketDownload, { query: { eventid: page.eventId } }));
    } catch (error) {
      attempt.current = attemptToken();
      setFailure(problemDetail(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      {flash && (
        <Banner key={flash.id} tone="error" hideAfterMs={STOCK_MESSAGE_MS} onHide={() => setFlash(null)}>
          {flash.text}
        </Banner>
      )}
      {failure && <Banner tone="error">{failure}</Banner>}
      {page.categories.map((category) => (
        <fieldset key={category.ticketId} className={styles.category}>
          <legend>
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={ticked[category.tier] ?? false}
                onChange={(e) => toggle(category, e.target.checked)}
              />
              {COPY.printThis(CATEGORY_LABELS[category.tier])}
            </label>
          </legend>
          {ticked[category.tier] && (
            <div className={styles.groups}>
              {PREPARE_FIELDS.filter(([, tier]) => tier === category.tier).map(([f, tier, group]) => (
                <div key={f}>
                  <Field
                    label={`${CATEGORY_LABELS[tier]} ${group === 'kids' ? COPY.kids : COPY.adults}`}
                    name={f}
                    inputMode="numeric"
                    value={values[f]}
                    invalid={fieldError(f) ? f : null}
                    hint={COPY.stock(category[group].inStock, category[group].priceCents)}
                    onChange={(e) => change(f, tier, group, e.target.value)}
                  />
                  {fieldError(f) && (
                    <p className={styles.fieldError} role="alert">
                      {fieldError(f)}
                    </p>
                  )}
                </div>
              ))}
            </div>
          )}
        </fieldset>
      ))}
      <section className={styles.card} aria-label={COPY.totalCosts}>
        <dl className={styles.totals}>
          <dt>{COPY.quantity}</dt>
          <dd data-testid="print-quantity">{total}</dd>
          <dt>{COPY.estimatedRevenue}</dt>
          <dd data-testid="print-revenue">{randOrNotAvailable(shownRevenueCents)}</dd>
          <dt className={styles.total}>{COPY.totalCosts}</dt>
          <dd className={styles.total} data-testid="print-cost">
            {formatRand(costCents)}
          </dd>
        </dl>
        {tooPoor && (
          <p className={styles.fieldError} role="alert">
            {M.balanceTooLow(total)}{' '}
            <Link to={linkTo(paths.campaign, { query: { eventid: page.eventId } })}>
              {COPY.increaseBudget}
            </Link>{' '}
            {COPY.orReduce}
          </p>
        )}
        <div>
          {canPrepare ? (
            <SubmitButton busy={busy} busyLabel={COPY.preparing}>
              {COPY.prepare}
            </SubmitButton>
          ) : (
            <button type="submit" className="button" disabled>
              {COPY.prepare}
            </button>
          )}
        </div>
      </section>
    </form>
  );
}
