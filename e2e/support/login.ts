import type { APIRequestContext } from '@playwright/test';
import { DEMO_LOGINS, type DemoLogin } from '../../mocks/src/legacy/demo-logins.ts';
import { DEMO_BUSINESS_ID } from '../../mocks/src/legacy/seed/people.ts';

// A demo role logged in through the BFF's API, for checks that start on a role's page rather than
// test the login form (the JS budgets, the bench's page loads; the walks fill the forms instead).
// The README's logins come from the seed's list (mocks/src/legacy/demo-logins.ts).

export type DemoRole = DemoLogin['role'];

/** The CSRF guard's test for the app's own requests, as a browser marks them. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

/** The README's demo login of a role. */
export function demoLogin(role: DemoRole): DemoLogin {
  const login = DEMO_LOGINS.find((l) => l.role === role);
  if (!login) throw new Error(`no demo login for ${role}`);
  return login;
}

/**
 * The request that logs a role in: a promoter through the booster login of the seed's business,
 * everyone else through the account login (an affiliate with the partner toggle on).
 */
export function loginRequest(role: DemoRole): { path: string; data: Record<string, string | boolean> } {
  const { email, password } = demoLogin(role);
  return role === 'promoter'
    ? { path: '/api/booster/session', data: { email, password, merchantId: String(DEMO_BUSINESS_ID) } }
    : { path: '/api/session', data: { emailOrPhone: email, password, partner: role === 'partner' } };
}

/** Logs a role in; the session cookie stays in the request context (and its pages). */
export async function logInAs(request: APIRequestContext, role: DemoRole): Promise<void> {
  const { path, data } = loginRequest(role);
  const res = await request.post(path, { headers: SAME_ORIGIN, data });
  if (!res.ok()) throw new Error(`login of the demo ${role}: ${res.status()} ${await res.text()}`);
}
