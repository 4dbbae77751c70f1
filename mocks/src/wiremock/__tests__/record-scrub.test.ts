import { describe, expect, it } from 'vitest';
import { PHP_FATAL, PHP_WARNING } from '../../legacy/chaos.ts';
import { nameSessionsByLogin } from '../login-sessions.ts';
import { PersonalData, scrubPersonalData } from '../personal-data.ts';
import type { StubMapping } from '../postprocess.ts';
import { finishRecording } from '../recorder.ts';

const login = (email: string, session: string, id: string, type = 'customer'): StubMapping => ({
  request: {
    method: 'POST',
    url: '/loginWeb.php',
    bodyPatterns: [
      { equalTo: `os=web&posterUri=&email=${encodeURIComponent(email)}&password=s3cret&partner=no` },
    ],
  },
  response: {
    status: 200,
    headers: { 'Set-Cookie': `PHPSESSID=${session}; path=/` },
    body: JSON.stringify({
      status: 'success',
      data: { account_id: id, account_name: 'Thandeka Mokoena', account_type: type },
    }),
  },
});
const read = (op: string, session: string, body: string, query = ''): StubMapping => ({
  request: {
    method: 'GET',
    url: `/webservices.php?q=${op}${query}`,
    headers: { Cookie: { equalTo: `PHPSESSID=${session}` } },
  },
  response: { status: 200, body },
});

describe('sessions named by the login answer', () => {
  it('names every login of one account alike, so a read under an earlier login answers a later one', () => {
    const { mappings } = nameSessionsByLogin(
      [
        login('thandeka@mail.example', 'aaa111', 'c-77'),
        read('ACCOUNT-DETAILS', 'aaa111', '{"email":"thandeka@mail.example"}'),
        login('thandeka@mail.example', 'bbb222', 'c-77'),
        login('boss@events.example', 'ccc333', '9', 'business'),
        read('MYEVENTS', 'ccc333', '[]'),
      ],
      'q',
    );
    expect(String(mappings[0]?.response.headers?.['Set-Cookie'])).toContain('PHPSESSID=replay-customer-c-77');
    expect(mappings[1]?.request.headers?.Cookie?.equalTo).toBe('PHPSESSID=replay-customer-c-77');
    expect(String(mappings[2]?.response.headers?.['Set-Cookie'])).toContain('PHPSESSID=replay-customer-c-77');
    expect(mappings[4]?.request.headers?.Cookie?.equalTo).toBe('PHPSESSID=replay-business-9');
  });

  it('names a session whose login the recorder kept no stub of (the same login again), from the traffic', () => {
    const first = login('thandeka@mail.example', 'aaa111', '7');
    const again = login('thandeka@mail.example', 'bbb222', '7');
    const laterRead = read('LIKES', 'bbb222', '[]');
    // The recorder keeps one stub per distinct request: the second login is in the journal only.
    const { mappings } = nameSessionsByLogin([first, laterRead], 'q', {}, [first, again, laterRead]);
    expect(mappings[1]?.request.headers?.Cookie?.equalTo).toBe('PHPSESSID=replay-customer-7');
  });

  it('follows a legacy that keeps the session a login came with', () => {
    const kept = login('thandeka@mail.example', 'guest1', '5');
    kept.response.headers = {};
    kept.request.headers = { Cookie: { equalTo: 'PHPSESSID=guest1' } };
    const { mappings } = nameSessionsByLogin([kept, read('ACCOUNT-DETAILS', 'guest1', '{}')], 'q');
    // The replayed login sets the named session itself, and matches without any cookie.
    expect(String(mappings[0]?.response.headers?.['Set-Cookie'])).toContain('PHPSESSID=replay-customer-5');
    expect(mappings[0]?.request.headers?.Cookie).toBeUndefined();
    expect(mappings[1]?.request.headers?.Cookie?.equalTo).toBe('PHPSESSID=replay-customer-5');
  });
});

describe('personal data replaced consistently', () => {
  const recording = [
    login('thandeka@mail.example', 'aaa111', '7'),
    read(
      'ACCOUNT-DETAILS',
      'aaa111',
      JSON.stringify({
        fname: 'Thandeka',
        lname: 'Mokoena',
        email: 'thandeka@mail.example',
        phone: '0823456789',
        idnumber: '8001015009087',
        account_number: '62012345678',
        otp: '123456',
      }),
    ),
    read('getUserPhone', 'aaa111', '{"val":1}', '&phone=%2B27823456789'),
    read('CUSTOMERS', 'aaa111', '[{"name":"Thandeka Mokoena","cell":"27823456789"}]'),
  ];

  it('leaves no real value in any file, and gives one real value one stand-in everywhere', () => {
    const table = new PersonalData({ customer: 'thandeka@mail.example' });
    const out = JSON.stringify(scrubPersonalData(recording, table));
    for (const real of [
      'thandeka@mail',
      'Thandeka',
      'Mokoena',
      '823456789',
      '8001015009087',
      '62012345678',
      '123456',
    ])
      expect(out).not.toContain(real);
    // The login's stand-in is the one the profile answer shows: a replayed journey links up.
    expect(table.standInOf('thandeka@mail.example')).toBe('customer@replay.invalid');
    expect(out.match(/customer(@|%40)replay\.invalid/g)?.length).toBeGreaterThanOrEqual(2);
    const phone = out.match(/"phone\\":\\"(0\d{9})/)?.[1] ?? 'none';
    expect(out).toContain(`%2B27${phone.slice(1)}`);
    expect(out).toContain(`27${phone.slice(1)}`);
    const first = out.match(/fname\\":\\"(\w+)/)?.[1] ?? 'none';
    expect(first).not.toBe('Thandeka');
    expect(out).toContain(`"name\\":\\"${first} `);
  });

  it('keeps no password, code or cookie in the written stubs', () => {
    const stubs = finishRecording(recording, {
      opParam: 'q',
      recordedDay: '2026-01-01',
      personal: new PersonalData({ customer: 'thandeka@mail.example' }),
    });
    const text = JSON.stringify(stubs);
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('aaa111');
    expect(text).not.toContain('123456');
  });
});

describe('server noise, addresses and social handles (issue 49)', () => {
  const profile = {
    business_name: 'Demo Events Co',
    address: '12 Bree Street, Cape Town',
    facebook: 'https://facebook.com/demo.events.sa',
    instagram: '@demoevents_sa',
  };
  // The legacy's PHP warning, as the stand-in's chaos prints it, before a JSON answer.
  const warned = read('ACCOUNT-DETAILS', 'aaa111', `${PHP_WARNING}${JSON.stringify(profile)}`);
  const fatal = read('MYEVENTS', 'aaa111', PHP_FATAL);
  // The same address searched for, and the handle again in another answer.
  const searched = read(
    'SEARCH',
    'aaa111',
    JSON.stringify([{ venue: profile.address, promo: `Follow ${profile.instagram}` }]),
    `&search=${encodeURIComponent(profile.address)}`,
  );

  it('drops PHP notices and server paths, and replaces addresses and handles alike in every file', () => {
    const scrubbed = scrubPersonalData([warned, fatal, searched], new PersonalData());
    const all = JSON.stringify(scrubbed);
    for (const leak of [
      '/var/www',
      'webservices.php</b>',
      'config.php',
      '<b>Warning</b>',
      'Bree Street',
      'demoevents',
      'demo.events.sa',
    ])
      expect(all, leak).not.toContain(leak);
    const answer = JSON.parse(scrubbed[0]?.response.body ?? '') as typeof profile;
    expect(answer.business_name).toBe(profile.business_name);
    expect(answer.address).toMatch(/Replay Street$/);
    expect(answer.instagram).toMatch(/^@replay_\d+$/);
    expect(answer.facebook).toMatch(/^https:\/\/social\.invalid\/replay-\d+$/);
    const [row] = JSON.parse(scrubbed[2]?.response.body ?? '') as { venue: string; promo: string }[];
    expect(row?.venue).toBe(answer.address);
    expect(row?.promo).toBe(`Follow ${answer.instagram}`);
    expect(scrubbed[2]?.request.url).toContain(`search=${encodeURIComponent(answer.address)}`);
  });
});
