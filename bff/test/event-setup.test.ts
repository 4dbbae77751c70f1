import {
  type Event,
  LOAD_TICKETS_MESSAGES,
  type LoadTicketsResult,
  POSTER_DIMENSIONS_MESSAGE,
  POSTER_MAX_BYTES,
  POSTER_MESSAGES,
  POSTER_SIZE_MESSAGE,
  type TicketTiers,
  type TicketType,
} from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './checkout-helpers.ts';
import { SAME_ORIGIN } from './helpers.ts';
import { stack } from './standin.ts';

// Loading tickets and a poster over the real stand-in. The demo organiser (201) owns events 1 to
// 6 and the drafts 41 to 46; event 3 has no poster, event 5 has passed, event 2 has VIP sales.

let app: FastifyInstance;
let close: () => Promise<void>;
let organiser: string;

beforeAll(async () => {
  ({ app, close } = await stack());
  organiser = await loginAs(app, 'organiser@demo.co.za');
});
afterAll(() => close());

const get = (url: string, cookie = organiser) => app.inject({ url, headers: { cookie } });
const load = (eventId: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/organiser/events/${eventId}/tickets`,
    headers: { ...SAME_ORIGIN, cookie: organiser },
    payload: body,
  });

/** A multipart body with one `file` part, as the browser sends it. */
function posterBody(file: { name: string; type: string; data: Buffer } | null) {
  const boundary = '----tixposter0b8LgKq2';
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n`),
  ];
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
    },
  };
}
const upload = (eventId: string, file: Parameters<typeof posterBody>[0], cookie = organiser) => {
  const body = posterBody(file);
  return app.inject({
    method: 'POST',
    url: `/api/organiser/events/${eventId}/poster`,
    headers: { ...SAME_ORIGIN, cookie, ...body.headers },
    payload: body.payload,
  });
};

/** A real picture of each poster type (the BFF reads its dimensions from the header). */
const picture = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 30, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .toFormat(format)
    .toBuffer();
const IMAGES = {
  png: await picture('png'),
  jpg: await picture('jpeg'),
  gif: await picture('gif'),
  webp: await picture('webp'),
};

describe('loading tickets', () => {
  it('reads the three tiers as loaded (a draft has none)', async () => {
    const loaded = await get('/api/organiser/events/2/tickets');
    expect(loaded.statusCode).toBe(200);
    const tiers = loaded.json() as TicketTiers;
    expect(tiers.vip).toMatchObject({ tier: 'vip', adultsLoaded: 80, kidsLoaded: 20 });
    expect(tiers.vip?.adultPriceCents).toBeGreaterThan(0);
    expect((await get('/api/organiser/events/41/tickets')).json()).toEqual({
      vvip: null,
      vip: null,
      general: null,
    });
  });

  it('loads VIP adults and kids into a draft: the public event page offers them', async () => {
    const res = await load('41', {
      category: 'vip',
      adultTickets: '100',
      adultPrice: '350.50',
      kidsTickets: 40,
      kidsPrice: '120',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as LoadTicketsResult;
    expect(result.outcome).toBe('success');
    expect(result.message).toBe('VIP tickets loaded successfully.');
    expect(result.tiers.vip).toEqual({
      tier: 'vip',
      adultPriceCents: 35050,
      adultsLoaded: 100,
      kidsPriceCents: 12000,
      kidsLoaded: 40,
    });
    const page = (await get('/api/events/41', '')).json() as { ticketTypes: TicketType[] };
    expect(page.ticketTypes).toEqual([
      expect.objectContaining({
        tier: 'vip',
        adultPriceCents: 35050,
        kidsPriceCents: 12000,
        adultsAvailable: 100,
        kidsAvailable: 40,
      }),
    ]);
  });

  it('answers each price rule with the spec’s message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'vip', adultTickets: 5, adultPrice: '' }, LOAD_TICKETS_MESSAGES.adultPriceRequired],
      [
        { category: 'vip', adultTickets: 5, adultPrice: '0' },
        'Ticket price cannot be empty or R0.0 for Adults',
      ],
      [{ category: 'vip', adultTickets: 5, adultPrice: 'abc' }, 'Invalid ticket price for Adults.'],
      [{ category: 'vip', kidsTickets: 5, kidsPrice: '' }, 'Ticket price cannot be empty or R0.0 for Kids.'],
      [
        { category: 'vip', kidsTickets: 5, kidsPrice: '12,5x' },
        'Invalid ticket price, please enter a number for Kids.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await load('42', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toBe(message);
    }
  });

  it('passes a warning through: reloading a tier with sales below what was sold', async () => {
    const res = await load('2', { category: 'vip', adultTickets: 4, adultPrice: 400, kidsTickets: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as LoadTicketsResult;
    expect(result.outcome).toBe('warning');
    expect(result.message).toContain('8 VIP adult tickets are already sold');
    expect(result.tiers.vip).toMatchObject({ adultsLoaded: 8, adultPriceCents: 40000 });
  });

  it('a refusal is a 422 with the legacy’s message (a passed event)', async () => {
    const res = await load('5', { category: 'general', adultTickets: 10, adultPrice: 100 });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe("This event has already passed, it can't be edited");
  });

  it('is the organiser’s own events only', async () => {
    const customer = await loginAs(app, 'customer@demo.co.za');
    expect((await get('/api/organiser/events/2/tickets', customer)).statusCode).toBe(403);
    const other = await loginAs(app, 'bookings@karoosound.example.co.za');
    expect((await get('/api/organiser/events/2/tickets', other)).statusCode).toBe(404);
  });
});

describe('uploading a poster', () => {
  it.each(Object.entries(IMAGES))('accepts a real %s by its bytes, whatever its name', async (kind, data) => {
    const res = await upload('4', { name: `photo-${kind}.bin`, type: 'application/octet-stream', data });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().posterUrl).toMatch(new RegExp(`^/api/posters/201/4/poster-\\d+\\.${kind}$`));
  });

  it('refuses a text file renamed .png, a missing file and one over the limit', async () => {
    const text = await upload('4', {
      name: 'poster.png',
      type: 'image/png',
      data: Buffer.from('hello, not an image'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toBe(POSTER_MESSAGES.posterType);

    const missing = await upload('4', null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Please select a poster');

    const big = Buffer.concat([IMAGES.png, Buffer.alloc(POSTER_MAX_BYTES)]);
    const tooBig = await upload('4', { name: 'big.png', type: 'image/png', data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe(POSTER_SIZE_MESSAGE);
  });

  // A decompression bomb: a small file that holds a huge picture. Refused from its header, before
  // anything decodes it, whatever the format or the shape.
  it.each([
    ['a PNG of 6000 × 6000', 'png', 6000, 6000],
    ['a GIF 8000 pixels wide', 'gif', 8000, 100],
    ['a JPEG 20 000 pixels wide', 'jpeg', 20_000, 60],
  ] as const)('refuses %s with the dimensions message', async (_, format, width, height) => {
    const data = await picture(format, width, height);
    expect(data.length).toBeLessThan(POSTER_MAX_BYTES);
    const res = await upload('4', { name: `bomb.${format}`, type: `image/${format}`, data });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(POSTER_DIMENSIONS_MESSAGE);
  });

  it('serves the uploaded poster, and the public list and page carry it', async () => {
    const before = ((await get('/api/events', '')).json() as Event[]).find((e) => e.id === '3');
    expect(before?.posterUrl).toBeNull();

    const res = await upload('3', { name: 'mine.png', type: 'image/png', data: IMAGES.png });
    expect(res.statusCode, res.body).toBe(200);
    const { posterUrl } = res.json() as { posterUrl: string };

    const served = await get(posterUrl, '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(IMAGES.png)).toBe(true);

    const listed = ((await get('/api/events', '')).json() as Event[]).find((e) => e.id === '3');
    expect(listed?.posterUrl).toBe(posterUrl);
    expect(((await get('/api/events/3', '')).json() as { event: Event }).event.posterUrl).toBe(posterUrl);
  });

  it('is refused for another organiser’s event before anything is stored', async () => {
    const other = await loginAs(app, 'bookings@karoosound.example.co.za');
    const res = await upload('3', { name: 'x.png', type: 'image/png', data: IMAGES.png }, other);
    expect(res.statusCode).toBe(404);
  });
});
