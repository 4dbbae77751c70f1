import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { formatRand } from '@tix/contract/domain/money';
import { loadTicketsSchema, TICKET_CATEGORIES, type TicketCategory } from '@tix/contract/forms/tickets';
import { validateForm } from '@tix/contract/forms/validate';
import type { TicketTiers } from '@tix/contract/model/event-setup';
import type { TierDetails } from '@tix/contract/model/organiser';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Field, formStyles, Select, SubmitButton } from '../../../ui/form-fields.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { loadTickets, ticketTiersKey, useTicketTiers } from '../api/event-setup.ts';
import { EVENT_SETUP_COPY as COPY } from '../messages.ts';
import styles from './event-setup.module.css';

type Fields = { adultTickets: string; adultPrice: string; kidsTickets: string; kidsPrice: string };
type Answer = { tone: 'success' | 'warning' | 'error'; text: string; key: number };

const EMPTY: Fields = { adultTickets: '', adultPrice: '', kidsTickets: '', kidsPrice: '' };
const rand = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The form starts from what the tier holds, so a reload changes only what is typed over. */
const fieldsOf = (tier: TierDetails | null): Fields =>
  tier
    ? {
        adultTickets: String(tier.adultsLoaded),
        adultPrice: tier.adultsLoaded > 0 ? rand(tier.adultPriceCents) : '',
        kidsTickets: String(tier.kidsLoaded),
        kidsPrice: tier.kidsLoaded > 0 ? rand(tier.kidsPriceCents) : '',
      }
    : EMPTY;

const figure = (count: number, cents: number | null) =>
  count > 0 && cents !== null ? COPY.loaded(count, formatRand(cents)) : '—';

function LoadedFigures({ tiers }: { tiers: TicketTiers }) {
  return (
    <table className={styles.figures}>
      <caption>{COPY.currentHeading}</caption>
      <thead>
        <tr>
          <th scope="col">{COPY.tierColumn}</th>
          <th scope="col">{COPY.adultsColumn}</th>
          <th scope="col">{COPY.kidsColumn}</th>
        </tr>
      </thead>
      <tbody>
        {TICKET_CATEGORIES.map((category) => {
          const tier = tiers[category];
          return (
            <tr key={category}>
              <th scope="row">{TICKET_TIER_LABELS[category]}</th>
              {tier ? (
                <>
                  <td className={styles.money}>{figure(tier.adultsLoaded, tier.adultPriceCents)}</td>
                  <td className={styles.money}>{figure(tier.kidsLoaded, tier.kidsPriceCents)}</td>
                </>
              ) : (
                <td colSpan={2}>{COPY.notLoaded}</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Loads one tier's adult and kids tickets and prices (/editevent's load tickets dialog). */
export function LoadTicketsPanel({ eventId, onLoaded }: { eventId: string; onLoaded: () => void }) {
  const tiers = useTicketTiers(eventId);
  const { mutate } = useSWRConfig();
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (tone: Answer['tone'], text: string) => setAnswer({ tone, text, key: Date.now() });
  // The marked field's message goes once it is fixed (issue 28), not at the next save.
  const recheck = (nextCategory: TicketCategory | '', next: Fields) => {
    if (invalid === null) return;
    const checked = validateForm(loadTicketsSchema, { category: nextCategory, ...next });
    if (checked.ok || !(invalid in checked.fieldErrors)) {
      setInvalid(null);
      setAnswer((a) => (a?.tone === 'error' ? null : a));
    }
  };
  const set = (name: keyof Fields) => (e: { target: { value: string } }) => {
    const next = { ...fields, [name]: e.target.value };
    setFields(next);
    recheck(category, next);
  };

  const choose = (value: string) => {
    const chosen = (TICKET_CATEGORIES as readonly string[]).includes(value) ? (value as TicketCategory) : '';
    const next = chosen && tiers.data ? fieldsOf(tiers.data[chosen]) : EMPTY;
    setCategory(chosen);
    setFields(next);
    recheck(chosen, next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(loadTicketsSchema, { category, ...fields });
    if (!checked.ok) {
      setInvalid(Object.keys(checked.fieldErrors)[0] ?? null);
      show('error', checked.message);
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      const result = await loadTickets(eventId, { category: checked.data.category, ...fields });
      await mutate(ticketTiersKey(eventId), result.tiers, { revalidate: false });
      show(result.outcome, result.message ?? `${TICKET_TIER_LABELS[checked.data.category]} tickets loaded.`);
      onLoaded();
    } catch (error) {
      show('error', problemDetail(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`load-tickets-${eventId}`}>
      <h2 id={`load-tickets-${eventId}`}>{COPY.loadTicketsHeading}</h2>
      {tiers.data ? (
        <LoadedFigures tiers={tiers.data} />
      ) : tiers.error ? (
        <Banner tone="error">{problemDetail(tiers.error)}</Banner>
      ) : (
        <Spinner label={COPY.loadingTiers} />
      )}
      {answer && (
        <Banner key={answer.key} tone={answer.tone}>
          {answer.text}
        </Banner>
      )}
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Select
          label={COPY.tier}
          name="category"
          invalid={invalid}
          value={category}
          onChange={(e) => choose(e.target.value)}
          options={[
            { value: '', label: 'Choose…' },
            ...TICKET_CATEGORIES.map((c) => ({ value: c, label: TICKET_TIER_LABELS[c] })),
          ]}
        />
        <div className={styles.pair}>
          <Field
            label={COPY.adultTickets}
            name="adultTickets"
            inputMode="numeric"
            invalid={invalid}
            value={fields.adultTickets}
            onChange={set('adultTickets')}
            hint={COPY.countsHint}
          />
          <Field
            label={COPY.adultPrice}
            name="adultPrice"
            inputMode="decimal"
            invalid={invalid}
            value={fields.adultPrice}
            onChange={set('adultPrice')}
          />
        </div>
        <div className={styles.pair}>
          <Field
            label={COPY.kidsTickets}
            name="kidsTickets"
            inputMode="numeric"
            invalid={invalid}
            value={fields.kidsTickets}
            onChange={set('kidsTickets')}
          />
          <Field
            label={COPY.kidsPrice}
            name="kidsPrice"
            inputMode="decimal"
            invalid={invalid}
            value={fields.kidsPrice}
            onChange={set('kidsPrice')}
          />
        </div>
        <SubmitButton busy={busy} busyLabel={COPY.loading}>
          {COPY.loadButton}
        </SubmitButton>
      </form>
    </section>
  );
}
