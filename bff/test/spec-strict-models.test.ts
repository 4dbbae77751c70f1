import type { Contestant } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_MODEL_EVENT_ID, SEEDED_MODEL_EVENT_ID } from '../../mocks/src/legacy/model-models.ts';
import { encodeId } from '../../mocks/src/legacy/spec-strict/index.ts';
import { loginAs } from './checkout-helpers.ts';
import { stack } from './standin.ts';

// The organiser's own model on a legacy that sends only what the spec lists: MODELDETAILS names
// neither the organiser nor the event (spec part 2, section 7), so the BFF finds the model among
// the models of the organiser's own events (MODELS names both) before /addmodels' edit and
// /modelprofile's Edit may read it; another organiser's model stays a 404.

let standin: FastifyInstance;
let app: FastifyInstance;
let close: () => Promise<void>;
let organiser: string;

beforeAll(async () => {
  ({ app, standin, close } = await stack({}, { profile: 'spec-strict' }));
  organiser = await loginAs(app, 'organiser@demo.co.za');
});
afterAll(() => close());

const getModel = (id: string) =>
  app.inject({ method: 'GET', url: `/api/organiser/models/${id}`, headers: { cookie: organiser } });

/** The id of the first model the legacy lists for an event (as this legacy spells it). */
async function firstModelOf(eventId: number): Promise<string> {
  const res = await standin.inject({
    method: 'GET',
    url: `/webservices.php?q=MODELS&eventid=${encodeId(eventId)}`,
  });
  const rows = JSON.parse(res.body.slice(res.body.indexOf('['))) as { id: string }[];
  const id = rows[0]?.id;
  if (!id) throw new Error(`no model seeded for event ${eventId}`);
  return id;
}

describe('an organiser’s model on the spec-strict legacy', () => {
  it('opens for its organiser, with the event it belongs to', async () => {
    const id = await firstModelOf(SEEDED_MODEL_EVENT_ID);
    const res = await getModel(id);
    expect(res.statusCode, res.body).toBe(200);
    const model = res.json() as Contestant;
    expect(model.name).toBe('Naledi Khumalo');
    expect(model.eventId).toBe(encodeId(SEEDED_MODEL_EVENT_ID));
  });

  it('is not found for another organiser’s model', async () => {
    const id = await firstModelOf(FOREIGN_MODEL_EVENT_ID);
    expect((await getModel(id)).statusCode).toBe(404);
  });
});
