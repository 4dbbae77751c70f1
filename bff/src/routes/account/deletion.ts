import { type api, legacy } from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import type { DomainRoutes } from '../../http/implement.ts';
import { PER_IP } from '../../http/limits.ts';
import { pendingDeletion } from '../../http/pending-steps.ts';
import { accountKeys, sessionUser, signOut } from '../../http/session-user.ts';

const accountKey = (req: FastifyRequest) => {
  const user = sessionUser(req);
  return user ? `${user.accountType}:${user.accountId}` : null;
};
const guessable = { perIp: PER_IP, perAccount: { name: 'deletion', key: accountKey } } as const;

export const deletionRoutes = {
  requestAccountDeletion: {
    ...guessable,
    handler: async (req) => {
      const { email, reason, password } = req.body;
      // The spec: code 401 shows the server's message (a declared refusal); any other code opens
      // the code step.
      const answer = await req.legacy(legacy.REQUEST_ACCOUNT_DELETION, { email, reason, password });
      req.session.set('deletion', { email });
      return { message: String(answer.message ?? '') };
    },
  },

  confirmAccountDeletion: {
    ...guessable,
    handler: async (req) => {
      const { email } = pendingDeletion(req);
      const answer = await req.legacy(legacy.REQUEST_ACCOUNT_DELETION_CONFIRM_CODE, {
        email,
        code: req.body.code,
      });
      try {
        await req.legacy(legacy.LOGOUT);
      } catch (error) {
        req.log.warn({ err: error }, 'legacy logout after account deletion failed');
      }
      // The account is gone: so is this session and every other one it had.
      const me = sessionUser(req);
      if (me) req.server.sessionLedger.endAllOf(accountKeys(me, req.session.get('email') ?? email));
      signOut(req);
      return { message: String(answer.message ?? '') };
    },
  },
} satisfies Partial<DomainRoutes<typeof api.account>>;
