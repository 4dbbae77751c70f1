// What the customer typed into a refund request survives a trip to add bank details: the draft is
// kept per ticket in sessionStorage (this tab only) and dropped once the request is sent.

export interface RefundDraft {
  reason: string;
  comments: string;
  acknowledged: boolean;
}

const keyOf = (eventId: string, ticketId: string) => `refund-draft:${eventId}:${ticketId}`;

export function readDraft(eventId: string, ticketId: string): RefundDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(eventId, ticketId));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<RefundDraft>;
    return {
      reason: typeof d.reason === 'string' ? d.reason : '',
      comments: typeof d.comments === 'string' ? d.comments : '',
      acknowledged: d.acknowledged === true,
    };
  } catch {
    return null;
  }
}

export function saveDraft(eventId: string, ticketId: string, draft: RefundDraft): void {
  try {
    sessionStorage.setItem(keyOf(eventId, ticketId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, the draft is just not kept.
  }
}

export function dropDraft(eventId: string, ticketId: string): void {
  try {
    sessionStorage.removeItem(keyOf(eventId, ticketId));
  } catch {
    // Nothing to drop.
  }
}
