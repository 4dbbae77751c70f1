import { api, legacy } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refused } from '../legacy/errors.ts';
import { sessionUser } from '../plugins/session.ts';
import { perIp, withAccountLimit } from './account-limits.ts';
import { pendingDeletion } from './account-session.ts';
import { registerEndpoint } from './register.ts';

const { account } = api;

const accountKey = (req: FastifyRequest) => {
  const user = sessionUser(req);
  return user ? `${user.accountType}:${user.accountId}` : null;
};

export async function deletionRoutes(app: FastifyInstance) {
  await withAccountLimit(app, 'deletion', accountKey, (scope) => {
    registerEndpoint(
      scope,
      account.requestAccountDeletion,
      async (req) => {
        const { email, reason, password } = req.body;
        const answer = await req.legacy(legacy.REQUEST_ACCOUNT_DELETION, { email, reason, password });
        const message = String(answer.message ?? '');
        // The spec: code 401 shows the server's message; any other code opens the code step.
        if (String(answer.code) === '401') {
          throw refused(legacy.REQUEST_ACCOUNT_DELETION.key, message || 'Your details were not accepted.');
        }
        req.session.set('deletion', { email });
        return { message };
      },
      perIp,
    );

    registerEndpoint(
      scope,
      account.confirmAccountDeletion,
      async (req) => {
        const { email } = pendingDeletion(req);
        const answer = await req.legacy(legacy.REQUEST_ACCOUNT_DELETION_CONFIRM_CODE, {
          email,
          code: req.body.code,
        });
        const message = String(answer.message ?? '');
        if (String(answer.code) !== '200' && answer.status !== 'success') {
          throw refused(
            legacy.REQUEST_ACCOUNT_DELETION_CONFIRM_CODE.key,
            message || 'The code was not accepted.',
          );
        }
        try {
          await req.legacy(legacy.LOGOUT);
        } catch (error) {
          req.log.warn({ err: error }, 'legacy logout after account deletion failed');
        }
        // The account is gone: so is the session.
        req.session.delete();
        return { message };
      },
      perIp,
    );
  });
}
