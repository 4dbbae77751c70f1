import type { FastifyReply, FastifyRequest } from 'fastify';

// What INSERTIMPRESSION wants to know about a visitor, worked out by the BFF: a random client id
// kept in a first-party cookie, and the device and browser read from the User-Agent.

export const VISITOR_COOKIE = 'tix-visitor';
const VISITOR_ID = /^[A-Za-z0-9-]{16,64}$/;
const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** The visitor's client id: the cookie's when it holds a sane one, otherwise a new one set now. */
export function visitorId(req: FastifyRequest, reply: FastifyReply): string {
  const given = req.cookies[VISITOR_COOKIE];
  if (given && VISITOR_ID.test(given)) return given;
  const fresh = globalThis.crypto.randomUUID();
  reply.setCookie(VISITOR_COOKIE, fresh, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: ONE_YEAR_S,
  });
  return fresh;
}

export type Device = 'mobile' | 'tablet' | 'desktop';

// Order matters: Edge and Opera also say Chrome; Chrome also says Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Device kind and browser family from a User-Agent header ('Other' when unknown). */
export function describeAgent(userAgent: string | undefined): { device: Device; browser: string } {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Other';
  const tablet = /\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua));
  const device: Device = tablet ? 'tablet' : /\bMobi|\biPhone\b|\bAndroid\b/.test(ua) ? 'mobile' : 'desktop';
  return { device, browser };
}
