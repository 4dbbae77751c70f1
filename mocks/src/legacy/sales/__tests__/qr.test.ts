import { describe, expect, it } from 'vitest';
import { signQrPayload, verifyQrPayload } from '../qr.ts';

const facts = { ticketId: 7, ticketNumber: 'ABC1234', eventId: 3, group: 'adults' as const };

describe('QR payloads', () => {
  it('are two dot-separated parts that verify back to the ticket', () => {
    const payload = signQrPayload(facts);
    expect(payload.split('.')).toHaveLength(2);
    expect(verifyQrPayload(payload)).toEqual(facts);
  });

  it('reject a tampered or malformed payload', () => {
    const [body = '', sig = ''] = signQrPayload(facts).split('.');
    const forged = Buffer.from(JSON.stringify({ ...facts, ticketId: 8 })).toString('base64url');
    expect(verifyQrPayload(`${forged}.${sig}`)).toBeNull();
    expect(verifyQrPayload(body)).toBeNull();
    expect(verifyQrPayload(`${body}.${sig}.x`)).toBeNull();
  });
});
