import { describe, expect, it } from 'vitest';
import { classify } from '../read-gate.ts';

// What the recording of a real legacy lets through: reads, logins and files; no write unless asked.

const call = (method: string, url: string, form = '') =>
  classify(method, url, Buffer.from(form), form ? 'application/x-www-form-urlencoded' : '', 'q');

describe('the read gate in front of a real legacy', () => {
  it('lets reads, the logins and the legacy files through', () => {
    expect(call('GET', '/webservices.php?q=EVENTS')).toEqual({ label: 'EVENTS', allowed: true });
    expect(call('POST', '/loginWeb.php', 'email=a%40b.c&password=x').allowed).toBe(true);
    expect(call('GET', '/webservices.php?q=BOOSTERLOGIN&email=a').allowed).toBe(true);
    expect(call('GET', '/uploads/posters/1.jpg').allowed).toBe(true);
  });

  it('refuses writes, GETs that change state, and operations it does not know', () => {
    expect(call('POST', '/webservices.php?q=ADDCAMPAIGN', 'eventid=1')).toEqual({
      label: 'ADDCAMPAIGN',
      allowed: false,
    });
    expect(call('GET', '/webservices.php?q=CANCELLATION&eventid=1').allowed).toBe(false);
    expect(call('GET', '/webservices.php?q=DELETEPROMOTER&promoterid=4').allowed).toBe(false);
    expect(call('GET', '/webservices.php?q=NO-SUCH-OPERATION').allowed).toBe(false);
  });
});
