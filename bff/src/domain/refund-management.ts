import {
  flag,
  legacy,
  normaliseOrganiserRefundSettings,
  normaliseRefundRequestRows,
  type RefundManagement,
  type RefundManagementPart,
  text,
} from '@tix/contract';
import { LegacyError } from '../legacy/errors.ts';
import { eventNameOf } from './organiser-money.ts';
import { Parts, type PartsPort } from './partial-reads.ts';
import { eventRefundTerms } from './refund-terms.ts';

// /view-refund-request (issue 40: a page survives a missing part). The rules are the page (the
// form edits them): their failure fails it. The policy as buyers are told it (terms) and the
// auto-approve flag (governance) are parts: one that cannot be read is left out and named, and an
// unknown auto-approve stays unknown (null), never read as off.

/** A failure that leaves a part out; not logged in and not allowed stay the page's own. */
const leavesPartOut = (error: unknown): error is LegacyError =>
  error instanceof LegacyError && error.status !== 401 && error.status !== 403;

/** The auto-approve flag the governance answer gives, or null when it does not say. */
const autoApproveIn = (governance: { autoApprove?: unknown }): boolean | null => {
  const value = governance.autoApprove;
  if (typeof value === 'boolean') return value;
  const said = text(value);
  return said === null ? null : flag(said);
};

export async function refundManagement(port: PartsPort, eventId: string): Promise<RefundManagement> {
  const parts = new Parts<RefundManagementPart>(port.log);
  const [eventName, rules, governance, requests, terms] = await Promise.all([
    eventNameOf(port, eventId),
    port.legacy(legacy.GET_REFUND_RULES, { event_id: eventId }),
    parts.read(
      'governance',
      legacy.GET_REFUND_GOVERNANCE_RULES,
      port.legacy(legacy.GET_REFUND_GOVERNANCE_RULES, { eventid: eventId }),
    ),
    port.legacy(legacy.GET_REFUND_REQUESTS, { event_id: eventId }).then(
      (raw) => ({ failed: false, rows: normaliseRefundRequestRows(raw) }),
      (error: unknown) => {
        // The spec: a failed load is an empty list with a friendly message.
        port.log.warn({ err: error }, 'refund requests failed; shown as none');
        return { failed: true, rows: [] };
      },
    ),
    // Three reads (details, governance, rules): the log names the one that failed.
    eventRefundTerms(port, eventId).catch((error: unknown) => {
      if (!leavesPartOut(error)) throw error;
      const op = legacy.catalogue.get(error.operation) ?? legacy.FETCH_EVENT_DETAILS;
      parts.leaveOut('terms', op, { reason: error.title, status: error.status });
      return undefined;
    }),
  ]);
  const autoApprove = governance === undefined ? null : autoApproveIn(governance);
  if (governance !== undefined && autoApprove === null) {
    parts.leaveOut('governance', legacy.GET_REFUND_GOVERNANCE_RULES, { reason: 'no autoApprove' });
  }
  return {
    eventName,
    settings: normaliseOrganiserRefundSettings(rules),
    ...(terms === undefined ? {} : { terms }),
    autoApprove,
    requestsFailed: requests.failed,
    requests: requests.rows,
    ...parts.marker(),
  };
}
