import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import useSWR from 'swr';
import { keyOf, useInvalidate } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

// The organiser's promoters: list, one to edit, and the changes (each revalidates the list).

const queryOf = (search: string) => (search ? { search } : {});

export function usePromoters(search: string) {
  return useSWR(
    keyOf(endpoints.listPromoters, { query: queryOf(search) }),
    () => call(endpoints.listPromoters, { query: queryOf(search) }),
    { keepPreviousData: true },
  );
}

export function usePromoter(promoterId: string | null) {
  const params = { promoterId: promoterId ?? '' };
  return useSWR(promoterId ? keyOf(endpoints.getPromoter, { params }) : null, () =>
    call(endpoints.getPromoter, { params }),
  );
}

export type PromoterInput = BodyOf<typeof endpoints.addPromoter>;

const CHANGES = [endpoints.listPromoters, endpoints.getPromoter];

export function usePromoterChanges() {
  const invalidate = useInvalidate();
  const after = async <T>(answer: Promise<T>) => {
    const result = await answer;
    await invalidate(CHANGES);
    return result;
  };
  return {
    add: (body: PromoterInput) => after(call(endpoints.addPromoter, { body })),
    update: (promoterId: string, body: PromoterInput) =>
      after(call(endpoints.updatePromoter, { params: { promoterId }, body })),
    setActive: (promoterId: string, active: boolean) =>
      after(call(endpoints.setPromoterActivation, { params: { promoterId }, body: { active } })),
    remove: (promoterId: string) => after(call(endpoints.deletePromoter, { params: { promoterId } })),
  };
}
