import {
  type api,
  centsToLegacyRand,
  legacy,
  MIN_PROMOTER_CREDIT_RAND,
  normalisePromoterSave,
  normalisePromoters,
  PROMOTER_MESSAGES,
  type Promoter,
} from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownPromoter } from '../domain/promoters.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { accountKeys } from '../http/session-user.ts';
import { HttpProblem, problem } from '../lib/problem.ts';

// The organiser's promoters. accountid and businessid are the session's; a promoter named by id
// was found among the organiser's own by the 'organiser-promoter' check before any handler ran.

/** Not in the spec, ours: the answers of a save that is not a refusal, and of the other actions. */
export const PROMOTER_ANSWERS = {
  added: 'Promoter added',
  deleted: 'Promoter deleted. Their login no longer works.',
  refused: 'We could not save this promoter. Please try again.',
  notChanged: 'We could not change this promoter. Please try again.',
} as const;

const refused = (detail: string) => new HttpProblem(problem(422, 'Not saved', detail));
const toRandText = (rand: number) => centsToLegacyRand(Math.round(rand * 100));

/** A promoter that is deactivated or deleted can no longer act on a session it already has. */
function endBoosterSessions(req: FastifyRequest, promoterId: string): void {
  req.server.sessionLedger.endAllOf(accountKeys({ accountType: 'booster', accountId: promoterId }));
}

export const promotersRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.promoters> => ({
  listPromoters: async (req) => {
    const search = req.query.search;
    return normalisePromoters(
      search
        ? await req.legacy(legacy.PROMOTERS_SEARCHPROMOTERS, { accounttype: 'business', search })
        : await req.legacy(legacy.PROMOTERS_GETPROMOTERS, { accounttype: 'business' }),
    );
  },

  getPromoter: async (req) => ownPromoter(req, req.params.promoterId),

  addPromoter: async (req) => {
    const b = req.body;
    const answer = normalisePromoterSave(
      await req.legacy(legacy.ADDPROMOTER, {
        fname: b.firstName,
        lname: b.surname,
        phone: b.phone,
        email: b.email,
        password: b.password,
        confirmPassword: b.confirmPassword,
        voucher: toRandText(b.credit ?? MIN_PROMOTER_CREDIT_RAND),
      }),
      'add',
    );
    if (answer.outcome === 'exists') throw refused(PROMOTER_MESSAGES.alreadyExists);
    if (answer.outcome === 'refused') throw refused(answer.message ?? PROMOTER_ANSWERS.refused);
    return { message: PROMOTER_ANSWERS.added };
  },

  updatePromoter: async (req) => {
    const b = req.body;
    const answer = normalisePromoterSave(
      await req.legacy(legacy.UPDATEPROMOTERDETAILS, {
        promoterid: req.params.promoterId,
        fname: b.firstName,
        lname: b.surname,
        phone: b.phone,
        email: b.email,
        voucher: toRandText(b.credit ?? MIN_PROMOTER_CREDIT_RAND),
        password: b.password || undefined,
      }),
      'update',
    );
    if (answer.outcome === 'exists') throw refused(PROMOTER_MESSAGES.alreadyExists);
    if (answer.outcome === 'refused') throw refused(answer.message ?? PROMOTER_ANSWERS.refused);
    return { message: PROMOTER_MESSAGES.updated };
  },

  setPromoterActivation: async (req): Promise<Promoter> => {
    const promoter = await ownPromoter(req, req.params.promoterId);
    const activation = req.body.active ? 1 : 0;
    const answer = await req.legacy(legacy.PROMOTERACTIVATION, {
      promoterid: promoter.id,
      activation: String(activation) as '0' | '1',
    });
    if (Number(answer.val) !== 1) throw refused(PROMOTER_ANSWERS.notChanged);
    // The booster's activation is read at its login: a deactivated one logs in again to see it.
    if (!activation) endBoosterSessions(req, promoter.id);
    return { ...promoter, activation };
  },

  deletePromoter: async (req) => {
    const promoterId = req.params.promoterId;
    const answer = await req.legacy(legacy.DELETEPROMOTER, { promoterid: promoterId });
    if (Number(answer.val) !== 1) throw refused(PROMOTER_ANSWERS.notChanged);
    endBoosterSessions(req, promoterId);
    return { message: PROMOTER_ANSWERS.deleted };
  },
});
