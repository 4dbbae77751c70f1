import { describe, expect, it } from 'vitest';
import { eventPageUrl, shareTargets } from '../share-links.ts';

describe('share links', () => {
  it('carry the event page address, encoded, on every network', () => {
    const url = eventPageUrl('https://tickets.example.co.za', '12');
    expect(url).toBe('https://tickets.example.co.za/event/12/tickets');
    const encoded = encodeURIComponent(url);
    const byKey = Object.fromEntries(shareTargets(url, 'Jazz & Wine').map((t) => [t.key, t.href]));
    expect(byKey.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Jazz & Wine ${url}`)}`);
    expect(byKey.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(byKey.x).toBe(`https://twitter.com/intent/tweet?url=${encoded}&text=Jazz%20%26%20Wine`);
    expect(byKey.email).toMatch(/^mailto:\?subject=Jazz%20%26%20Wine&body=/);
    expect(byKey.email).toContain(encoded);
  });
});
