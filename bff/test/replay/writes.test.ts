import { describe, expect, it } from 'vitest';
import { MONEY_AS, MONEY_LOGIN, SOLD_EVENT } from '../../../mocks/src/wiremock/journeys/organiser-money.ts';
import { NEW_PROMOTER } from '../../../mocks/src/wiremock/journeys/promoters.ts';
import { replayBff } from './replay-bff.ts';

// Writes answer with their recorded answer whatever values QA types (mocks/src/wiremock/
// postprocess.ts matches a successful write's fields by presence): here with values no journey
// sent, on objects other than the ones the journeys wrote.

const rig = replayBff([[MONEY_AS, MONEY_LOGIN]]);
const send = async (method: string, path: string, body?: unknown) => {
  const r = await rig.client.send({ method, path, body, as: MONEY_AS });
  return { status: r.status, body: r.json as { message?: string; detail?: string } };
};

describe('writes with values QA types, replayed', () => {
  it('edits the demo booster and deactivates and activates promoters', async () => {
    const edited = await send('PUT', '/api/organiser/promoters/401', {
      ...NEW_PROMOTER,
      firstName: 'Sipho',
      surname: 'Typed-By-QA',
      email: 'booster@demo.co.za',
      phone: '0710000004',
      credit: '300',
      password: '',
      confirmPassword: '',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await send('PUT', '/api/organiser/promoters/401/activation', { active: false })).status).toBe(
      200,
    );
    expect((await send('PUT', '/api/organiser/promoters/402/activation', { active: true })).status).toBe(200);
  });

  it('approves and declines refund requests', async () => {
    const requests = (
      await rig.client.send({
        method: 'GET',
        path: `/api/organiser/events/${SOLD_EVENT}/refunds`,
        as: MONEY_AS,
      })
    ).json as { requests: { id: string }[] };
    const [first] = requests.requests;
    expect(first).toBeDefined();
    const decision = `/api/organiser/events/${SOLD_EVENT}/refund-requests/${first?.id}/decision`;
    expect((await send('POST', decision, { decision: 'approved' })).status).toBe(200);
    const declined = await send('POST', decision, { decision: 'declined', reason: 'A reason QA typed' });
    expect(declined.status).toBe(200);
  });
});
