import {
  type Contestant,
  centsToLegacyRand,
  legacy,
  type ModelsPage,
  normaliseContestantDetails,
  normaliseContestants,
  normaliseEventDetail,
  normalisePointPackages,
  normalisePointsConfigured,
  normaliseVotePaymentStart,
  type PaymentStart,
  type PointPackage,
  type PublicModel,
  rows,
  text,
} from '@tix/contract';
import { orNull } from '../legacy/not-found.ts';
import { HttpProblem, notFound, problem } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { organiserEventRows } from './organiser-event-list.ts';
import { providerForm } from './provider-form.ts';

// Models and voting, beyond HTTP: one event's models page, a model's public profile, and a paid
// package started with the provider. The package's price and points are read from the organiser's
// configuration here, never taken from the visitor.

export const NO_MODEL = legacy.NOT_FOUND.model;
/** Not in the spec, ours. */
export const NO_PACKAGE = 'This vote package is not offered for this model.';
/** Where the provider sends a voter back, paid or not (the page reads its query). */
const VOTE_PAGE = '/vote';

export async function modelsPage(
  port: LegacyPort,
  eventid: string,
  organiserId: string,
): Promise<ModelsPage> {
  const [detail, models, points, configured] = await Promise.all([
    // Read by the ownership check already: answered from this request's memo.
    orNull(port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid })),
    port.legacy(legacy.MODELS, { eventid }),
    port.legacy(legacy.GETPOINTS, { eventid, businessid: organiserId }),
    port.legacy(legacy.CONFIGURATIONDETAILS, { eventid }),
  ]);
  return {
    eventId: eventid,
    eventName: detail === null ? null : normaliseEventDetail(detail, eventid).name || null,
    organiserId,
    models: normaliseContestants(models, { businessId: organiserId, eventId: eventid }),
    packages: normalisePointPackages(points),
    pointsConfigured: normalisePointsConfigured(configured),
  };
}

export async function modelDetails(port: LegacyPort, modelid: string): Promise<Contestant> {
  const model = normaliseContestantDetails(await port.legacy(legacy.MODELDETAILS, { modelid }), modelid);
  if (!model) throw notFound(NO_MODEL);
  return model;
}

/**
 * One of the organiser's models with its event and organiser. The spec's MODELDETAILS names neither
 * (spec part 2, section 7): when the answer leaves them out, the model is looked for among the
 * models (MODELS, which names both) of the organiser's own events. Null when it is not among them.
 */
export async function ownModelDetails(
  port: LegacyPort,
  modelid: string,
  accountId: string,
): Promise<Contestant | null> {
  const model = normaliseContestantDetails(await port.legacy(legacy.MODELDETAILS, { modelid }), modelid);
  if (!model) return null;
  if (model.businessId && model.eventId) return model.businessId === accountId ? model : null;
  if (model.businessId && model.businessId !== accountId) return null;
  const events = rows(await organiserEventRows(port))
    .map((e) => text(e.eventid))
    .filter((id): id is string => id !== null);
  for (const eventId of events) {
    const models = normaliseContestants(await port.legacy(legacy.MODELS, { eventid: eventId }), { eventId });
    if (models.some((m) => m.id === modelid)) return { ...model, eventId, businessId: accountId };
  }
  return null;
}

export async function publicModel(port: LegacyPort, modelid: string): Promise<PublicModel> {
  const model = await modelDetails(port, modelid);
  if (!model.eventId || !model.businessId) return { model, packages: [] };
  const points = await port.legacy(legacy.GETPOINTS, {
    eventid: model.eventId,
    businessid: model.businessId,
  });
  return { model, packages: normalisePointPackages(points) };
}

export interface VotePaymentContext {
  publicUrl: string;
  /** QA replay: the form is a recording's (FormExpectations.recorded). */
  recorded: boolean;
  payfastUrl: string;
  visitor: string;
}

export async function startVotePayment(
  port: LegacyPort,
  ctx: VotePaymentContext,
  modelid: string,
  amountCents: number,
): Promise<PaymentStart> {
  const { model, packages } = await publicModel(port, modelid);
  const chosen: PointPackage | undefined = packages.find((p) => p.amountCents === amountCents);
  if (!chosen || chosen.amountCents <= 0)
    throw new HttpProblem(problem(422, 'Package not offered', NO_PACKAGE));
  const itemName = `${chosen.points} votes for ${model.name}`.slice(0, 100);
  // Back to the vote page: it reads the total; only the provider's notify counts the points.
  const back = (outcome: 'paid' | 'cancelled') => {
    const url = new URL(VOTE_PAGE, ctx.publicUrl);
    url.searchParams.set('model', model.name);
    url.searchParams.set('m_uid', modelid);
    url.searchParams.set('org_uid', model.businessId ?? '');
    url.searchParams.set('payment', outcome);
    return url.toString();
  };
  const answer = await port.legacy(legacy.PAYMENT_CREDENTIALS_VOTE, {
    modelid,
    amount: centsToLegacyRand(amountCents),
    item_name: itemName,
    visitor: ctx.visitor,
    payment_method: 'cc',
    // Ours, not the spec's: a legacy with its own addresses may ignore them; the form's
    // addresses are checked either way.
    return_url: back('paid'),
    cancel_url: back('cancelled'),
  });
  const { paymentId } = normaliseVotePaymentStart(answer);
  if (!paymentId) throw new HttpProblem(problem(502, 'Payment not started', 'Failed to initiate payment.'));
  // The legacy signed its form over every field: it goes on unchanged, once checked.
  const fields = providerForm(answer, {
    amountCents,
    publicUrl: ctx.publicUrl,
    returnPath: VOTE_PAGE,
    cancelPath: VOTE_PAGE,
    recorded: ctx.recorded,
  });
  return { outcome: 'payfast', paymentId, action: ctx.payfastUrl, fields };
}
