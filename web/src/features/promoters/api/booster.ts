import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import useSWR from 'swr';
import { keyOf, useInvalidate } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';
import { useReplaceSession } from '../../../lib/session.ts';

// The booster's side: organisations, login, its account, events and a sale.

const queryOf = (search: string) => (search ? { search } : {});

export function useMerchants(search: string) {
  return useSWR(
    keyOf(endpoints.listMerchants, { query: queryOf(search) }),
    () => call(endpoints.listMerchants, { query: queryOf(search) }),
    { keepPreviousData: true },
  );
}

export function useBoosterLogin() {
  const replaceSession = useReplaceSession();
  return async (body: BodyOf<typeof endpoints.boosterLogin>) => {
    const session = await call(endpoints.boosterLogin, { body });
    await replaceSession(session);
    return session;
  };
}

export const useBoosterAccount = () =>
  useSWR(keyOf(endpoints.getBoosterAccount), () => call(endpoints.getBoosterAccount));

export const useEventsToSell = () =>
  useSWR(keyOf(endpoints.listEventsToSell), () => call(endpoints.listEventsToSell));

export function useEventToSell(eventId: string) {
  const params = { eventId };
  return useSWR(eventId ? keyOf(endpoints.getEventToSell, { params }) : null, () =>
    call(endpoints.getEventToSell, { params }),
  );
}

/** What is left of one category, asked again before each increase (the spec's recheck). */
export const fetchStock = (eventId: string, ticketId: string) =>
  call(endpoints.checkTicketStock, { params: { eventId, ticketId } });

export type SaleInput = BodyOf<typeof endpoints.sellTickets>;

export function useSell() {
  const invalidate = useInvalidate();
  return async (eventId: string, ticketId: string, body: SaleInput, attempt: string) => {
    const sale = await call(endpoints.sellTickets, {
      params: { eventId, ticketId },
      body,
      // One key per filled-in form: a double click sells once.
      headers: { 'idempotency-key': attempt },
    });
    await invalidate([endpoints.getBoosterAccount, endpoints.getEventToSell]);
    return sale;
  };
}
