import type { FastifyInstance } from 'fastify';
import { instantOf, saDateTime, saDay } from './clock.ts';
import type { ModelRecord, ModelsData, PointPackageRecord, VotePaymentRecord } from './model-models.ts';
import { modelsOf } from './model-models.ts';
import type { Standin } from './store.ts';

// Paid vote packages: recorded pending by payment/credentials.php:vote, counted once by the
// provider's notify (ITN) for the amount asked, never by the visitor's return to the site.

let counter = 0;

export function recordVotePayment(
  state: ModelsData,
  model: ModelRecord,
  offered: PointPackageRecord,
  visitor: string,
  at: string,
): VotePaymentRecord {
  counter += 1;
  const payment: VotePaymentRecord = {
    id: `vote_${model.id}_${instantOf(at).toString(36)}${counter.toString(36)}`,
    modelId: model.id,
    amountCents: offered.amountCents,
    points: offered.points,
    visitor,
    status: 'pending',
    createdAt: at,
    settledAt: null,
  };
  state.payments.push(payment);
  return payment;
}

export const findVotePayment = (state: ModelsData, id: string): VotePaymentRecord | undefined =>
  state.payments.find((p) => p.id === id);

/** The provider confirmed the payment: counts the package's points once, for the amount asked. */
export function confirmVotePayment(
  state: ModelsData,
  payment: VotePaymentRecord,
  confirmedCents: number,
  now: Date,
): boolean {
  if (payment.status !== 'pending' || confirmedCents !== payment.amountCents) return false;
  payment.status = 'paid';
  payment.settledAt = saDateTime(now);
  state.votes.push({
    modelId: payment.modelId,
    visitor: payment.visitor,
    day: saDay(now),
    points: payment.points,
    kind: 'paid',
    at: payment.settledAt,
  });
  return true;
}

/** `GET /models/{businessid}/{eventid}/{file}`: the legacy's models folder layout. */
export function registerModelPictures(app: FastifyInstance, standin: Standin): void {
  app.get<{ Params: { businessid: string; eventid: string; file: string } }>(
    '/models/:businessid/:eventid/:file',
    (request, reply) => {
      const { businessid, eventid, file } = request.params;
      const state = modelsOf(standin.data);
      const owned = state.models.some(
        (m) => String(m.businessId) === businessid && String(m.eventId) === eventid && m.photo === file,
      );
      const picture = owned ? state.pictures.get(`${eventid}/${file}`) : undefined;
      if (!picture) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
      return reply.type(picture.mimetype).header('cache-control', 'public, max-age=300').send(picture.data);
    },
  );
  app.get('/__standin/vote-payments', () => ({ payments: modelsOf(standin.data).payments }));
}
