import type { StandinData } from '../model.ts';
import { verifyQrPayload } from '../sales/qr.ts';

// What the scanner app checks at the gate (the app itself is not part of the product): a genuine
// signature, and a live ticket of that event, bought or printed.

export function admitsAtGate(data: StandinData, eventId: number, payload: string): boolean {
  const facts = verifyQrPayload(payload);
  if (!facts || facts.eventId !== eventId) return false;
  const bought = data.customerTickets.some(
    (t) => t.id === facts.ticketId && t.qrPayload === payload && t.activation === 1,
  );
  const printed = data.printedTickets.some((t) => t.id === facts.ticketId && t.qrPayload === payload);
  return bought || printed;
}
