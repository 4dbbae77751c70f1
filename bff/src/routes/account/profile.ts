import { type api, legacy, normaliseEvents, normaliseProfile } from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import { profileOf } from '../../domain/account/login.ts';
import type { DomainRoutes } from '../../http/implement.ts';
import {
  endOtherSessions,
  keepUser,
  type MemberType,
  type SessionUser,
  sessionUser,
} from '../../http/session-user.ts';
import { forbidden, notFound, notLoggedIn } from '../../lib/problem.ts';

/** The guard of `access: 'user'` ran first (it refuses boosters); this narrows the type for the handler. */
function user(req: FastifyRequest): SessionUser & { accountType: MemberType } {
  const found = sessionUser(req);
  if (!found) throw notLoggedIn();
  if (found.accountType === 'booster') throw forbidden();
  return { ...found, accountType: found.accountType };
}

export const profileRoutes = {
  getProfile: async (req) => {
    const { accountType } = user(req);
    // The account id is filled from the session by the legacy client.
    const profile = normaliseProfile(await profileOf(req, accountType), accountType);
    if (!profile.name && !profile.email)
      throw notFound('We could not find your profile. Please log in again.');
    return profile;
  },

  updateProfile: async (req) => {
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
    // The header's name follows the legacy (ACCOUNT-DETAILS), which may store it otherwise than typed.
    let accountName = b.name;
    try {
      const details = await req.legacy(legacy.ACCOUNT_DETAILS);
      if (details.accountType === me.accountType && details.accountName.trim())
        accountName = details.accountName;
    } catch (error) {
      req.log.warn({ err: error }, 'account details after a profile edit not read; the typed name is kept');
    }
    keepUser(req, { ...me, accountName });
    return { message: answer.message ?? '' };
  },

  changePassword: {
    perIp: { max: 10, timeWindow: '1 minute' },
    handler: async (req) => {
      const { accountType } = user(req);
      const answer = await req.legacy(legacy.CHANGEPASSWORD, {
        newpassword: req.body.newPassword,
        currentpass: req.body.currentPassword,
        subquery: accountType,
      });
      // A new password ends every other session of the account; this one is issued anew.
      endOtherSessions(req, user(req));
      return { message: answer.message ?? '' };
    },
  },

  sendFeedback: async (req) => {
    const { accountType } = user(req);
    const { feedback, context, topics } = req.body;
    const answer = await req.legacy(legacy.FEEDBACK, {
      feedback,
      context,
      query: topics.join(', '),
      accounttype: accountType,
    });
    return { message: answer.message ?? '' };
  },

  listLikes: async (req) => normaliseEvents(await req.legacy(legacy.LIKES_GETLIKES)),
} satisfies Partial<DomainRoutes<typeof api.account>>;
