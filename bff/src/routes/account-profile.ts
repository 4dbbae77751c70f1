import { type AccountType, api, legacy, normaliseEvents, normaliseProfile } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refused } from '../legacy/errors.ts';
import { notFound, notLoggedIn } from '../lib/problem.ts';
import { type SessionUser, sessionUser } from '../plugins/session.ts';
import { registerEndpoint } from './register.ts';

const { account } = api;

const DETAILS = {
  customer: legacy.CUSTOMERDETAILS,
  business: legacy.BUSINESSDETAILS,
  partner: legacy.PARTNERDETAILS,
} as const satisfies Record<AccountType, unknown>;

/** The guard of `access: 'user'` ran first; this narrows the type for the handler. */
function user(req: FastifyRequest): SessionUser {
  const found = sessionUser(req);
  if (!found) throw notLoggedIn();
  return found;
}

export async function profileRoutes(app: FastifyInstance) {
  registerEndpoint(app, account.getProfile, async (req) => {
    const { accountType } = user(req);
    // The account id is filled from the session by the legacy client.
    const raw = await req.legacy(DETAILS[accountType]);
    const profile = normaliseProfile(raw, accountType);
    if (!profile.name && !profile.email)
      throw notFound('We could not find your profile. Please log in again.');
    return profile;
  });

  registerEndpoint(app, account.updateProfile, async (req) => {
    const me = user(req);
    const b = req.body;
    const customer = me.accountType === 'customer';
    const answer = await req.legacy(legacy.EDITACCOUNTDETAILS, {
      accountname: b.name,
      phone: b.phone,
      email: b.email,
      // Customers have no social handles or address on their profile.
      ...(customer
        ? {}
        : {
            facebook: b.facebook,
            twitter: b.twitter,
            instagram: b.instagram,
            linkedin: b.linkedin,
            tiktok: b.tiktok,
          }),
      ...(me.accountType === 'business' ? { address: b.address } : {}),
    });
    if (answer.status === 'failed') {
      throw refused(legacy.EDITACCOUNTDETAILS.key, answer.message ?? 'We could not update your details.');
    }
    req.session.set('user', { ...me, accountName: b.name });
    return { message: answer.message ?? '' };
  });

  registerEndpoint(
    app,
    account.changePassword,
    async (req) => {
      const { accountType } = user(req);
      const answer = await req.legacy(legacy.CHANGEPASSWORD, {
        newpassword: req.body.newPassword,
        currentpass: req.body.currentPassword,
        subquery: accountType,
      });
      if (answer.status !== 'success') {
        throw refused(legacy.CHANGEPASSWORD.key, answer.message ?? 'We could not change your password.');
      }
      return { message: answer.message ?? '' };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );

  registerEndpoint(app, account.sendFeedback, async (req) => {
    const { accountType } = user(req);
    const { feedback, context, topics } = req.body;
    const answer = await req.legacy(legacy.FEEDBACK, {
      feedback,
      context,
      query: topics.join(', '),
      accounttype: accountType,
    });
    if (answer.status === 'failed') {
      throw refused(legacy.FEEDBACK.key, answer.message ?? 'We could not send your feedback.');
    }
    return { message: answer.message ?? '' };
  });

  registerEndpoint(app, account.listLikes, async (req) =>
    normaliseEvents(await req.legacy(legacy.LIKES_GETLIKES)),
  );
}
