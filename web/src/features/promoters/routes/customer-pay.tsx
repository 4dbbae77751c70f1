import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { initialQuantity } from '@tix/contract/domain/events';
import { formatRand } from '@tix/contract/domain/money';
import { BOOSTER_MESSAGES, boosterSellBlockMessage } from '@tix/contract/domain/promoters';
import { MAX_ADMISSIONS, MIN_ADMISSIONS } from '@tix/contract/domain/quantity';
import { makeSellSchema, SELL_MESSAGES } from '@tix/contract/forms/booster';
import type { TicketGroup } from '@tix/contract/forms/quantity';
import type { TicketType } from '@tix/contract/model/event';
import { isLegacyId } from '@tix/contract/model/ids';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { Field, formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { fetchStock, useBoosterAccount, useEventToSell, useSell } from '../api/booster.ts';
import { BOOSTER_COPY as COPY } from '../messages.ts';
import styles from '../promoters.module.css';

const left = (t: TicketType, group: TicketGroup) => (group === 'kids' ? t.kidsAvailable : t.adultsAvailable);
const price = (t: TicketType, group: TicketGroup) =>
  group === 'kids' ? (t.kidsPriceCents ?? 0) : t.adultPriceCents;

/** The sell form for one category: group, buyer, admissions rechecked on each increase, total. */
function SellForm({
  eventId,
  ticket,
  balanceCents,
}: {
  eventId: string;
  ticket: TicketType;
  /** The booster's credit left: a sale's total may not exceed it (boosterSaleBlock). */
  balanceCents: number;
}) {
  const [group, setGroup] = useState<TicketGroup>(ticket.adultsAvailable > 0 ? 'adults' : 'kids');
  const [stock, setStock] = useState({ adults: ticket.adultsAvailable, kids: ticket.kidsAvailable });
  const [quantity, setQuantity] = useState(initialQuantity(left(ticket, group)));
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  const [sold, setSold] = useState<{ message: string; ticketNumber: string | null } | null>(null);
  const sell = useSell();
  const category = TICKET_TIER_LABELS[ticket.tier];
  const schema = makeSellSchema({ category, ...stock });
  const { onSubmit, onChange, banner, invalid, busy, show } = useForm(
    schema,
    (form) => ({
      group,
      fullName: textOf(form, 'fullName'),
      phone: textOf(form, 'phone'),
      email: textOf(form, 'email'),
      quantity,
    }),
    async (body, form) => {
      try {
        const sale = await sell(eventId, ticket.id, body, attempt);
        setSold(sale);
        form.reset();
        setAttempt(crypto.randomUUID());
      } catch (error) {
        show(problemDetail(error));
      }
    },
  );

  const chooseGroup = (next: TicketGroup) => {
    setGroup(next);
    setQuantity(initialQuantity(next === 'kids' ? stock.kids : stock.adults));
  };
  const decrease = () => {
    if (quantity <= MIN_ADMISSIONS) show(SELL_MESSAGES.minimum);
    else setQuantity(quantity - 1);
  };
  const increase = async () => {
    const next = quantity + 1;
    if (next > MAX_ADMISSIONS) return show(SELL_MESSAGES.maximum);
    const nextTotal = price(ticket, group) * next;
    if (nextTotal > balanceCents) return show(BOOSTER_MESSAGES.overCredit(nextTotal, balanceCents));
    try {
      const fresh = await fetchStock(eventId, ticket.id);
      setStock({ adults: fresh.adults, kids: fresh.kids });
      const available = group === 'kids' ? fresh.kids : fresh.adults;
      if (available <= 0) return show(SELL_MESSAGES.soldOut(group));
      if (next > available) return show(SELL_MESSAGES.ticketsLeft(available, category));
      setQuantity(next);
    } catch (error) {
      show(problemDetail(error));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} onChange={onChange} noValidate>
      {banner}
      {sold && (
        <Banner tone="success" hideAfterMs={BANNER_MS.standard} onHide={() => setSold(null)}>
          {sold.message} {sold.ticketNumber && `${COPY.ticketNumber}: ${sold.ticketNumber}.`} {COPY.emailed}
        </Banner>
      )}
      <fieldset className={styles.groups}>
        <legend>{category}</legend>
        {(['adults', 'kids'] as const).map((g) => {
          const available = g === 'kids' ? stock.kids : stock.adults;
          return (
            <label key={g} className={styles.card}>
              <span>
                <input
                  type="radio"
                  name="group"
                  value={g}
                  checked={group === g}
                  onChange={() => chooseGroup(g)}
                />{' '}
                {g === 'kids' ? COPY.kids : COPY.adults} {formatRand(price(ticket, g))}
              </span>
              <span className={available > 0 ? styles.tick : styles.cross}>
                {available > 0 ? COPY.canSell : COPY.soldOut}
              </span>
            </label>
          );
        })}
      </fieldset>
      <Field label={COPY.fullName} name="fullName" autoComplete="off" invalid={invalid} />
      <Field label={COPY.phone} name="phone" type="tel" autoComplete="off" invalid={invalid} />
      <Field label={COPY.buyerEmail} name="email" type="email" autoComplete="off" invalid={invalid} />
      <div className={styles.quantity}>
        <span id="admission-label">{COPY.admission}</span>
        <button type="button" className="button" aria-label={COPY.fewer} onClick={decrease}>
          −
        </button>
        <output aria-labelledby="admission-label" aria-live="polite">
          {quantity}
        </output>
        <button type="button" className="button" aria-label={COPY.more} onClick={() => void increase()}>
          +
        </button>
      </div>
      <p className={styles.total}>
        {COPY.total}: {formatRand(price(ticket, group) * quantity)}
      </p>
      <SubmitButton busy={busy} busyLabel={COPY.selling}>
        {COPY.proceed}
      </SubmitButton>
    </form>
  );
}

/** /customerpay?eventid=…&ticketid=…: sells one category to a walk-up buyer. */
export function CustomerPayRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid') ?? '';
  const ticketId = query.get('ticketid') ?? '';
  const { data, error, isLoading, mutate } = useEventToSell(eventId);
  const account = useBoosterAccount();
  // Told up front, as the page opens: a later refresh (after a sale used up the credit) leaves the
  // form and its success message in place; the server refuses any further sale with its words.
  const [blockedAtOpen, setBlockedAtOpen] = useState<string | null | undefined>(undefined);
  if (account.data && blockedAtOpen === undefined)
    setBlockedAtOpen(boosterSellBlockMessage(account.data.sellBlock));
  const blocked = blockedAtOpen ?? null;
  if (!isLegacyId(eventId) || !isLegacyId(ticketId)) return <Navigate to={paths.home} replace />;
  if ((isLoading && !data) || (account.isLoading && !account.data)) return <Spinner label={COPY.loading} />;
  const ticket = data?.tickets.find((t) => t.id === ticketId);
  if (error || !data || !ticket)
    return (
      <div className={styles.stack}>
        <Banner tone="error">{problemDetail(error)}</Banner>
        <button type="button" className="button" onClick={() => mutate()}>
          {COPY.retry}
        </button>
      </div>
    );
  return (
    <section aria-labelledby="pay-heading" className={styles.stack}>
      <Link to={linkTo(paths.eventDescription, { query: { eventid: eventId } })}>{COPY.back}</Link>
      <h1 id="pay-heading">{data.event.name}</h1>
      {blocked ? (
        // Told before filling the form: an inactive or low-credit account cannot sell.
        <Banner tone="error">{blocked}</Banner>
      ) : (
        <SellForm eventId={eventId} ticket={ticket} balanceCents={account.data?.balanceCents ?? 0} />
      )}
    </section>
  );
}
