import {
  legacy,
  normaliseEventDetail,
  normaliseOrganiserRefundSettings,
  normaliseRefundGovernance,
  type RefundTerms,
} from '@tix/contract';
import { refundTermsOf } from '@tix/contract/domain/refunds';
import type { LegacyPort } from '../plugins/legacy.ts';

/**
 * An event's refund terms by the one policy rule (eventRefundPolicy): checkout, the customer's
 * /ticket-refund policy box and the organiser's /view-refund-request all read them here, so the
 * organiser and the buyer are told the same policy.
 */
export async function eventRefundTerms(port: LegacyPort, eventId: string): Promise<RefundTerms> {
  const [detail, governance, settings] = await Promise.all([
    port.publicRead(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }),
    port.publicRead(legacy.GET_REFUND_GOVERNANCE_RULES, { eventid: eventId }),
    port.publicRead(legacy.GET_REFUND_RULES, { event_id: eventId }),
  ]);
  return refundTermsOf(
    normaliseOrganiserRefundSettings(settings).rules,
    normaliseRefundGovernance(governance).refundsAllowed,
    normaliseEventDetail(detail, eventId).day ?? '',
  );
}
