import { describe, expect, it } from 'vitest';
import { CONFIGURATIONDETAILS, GETPOINTS, MODELDETAILS, MODELS } from '../../legacy/index.ts';
import { contestantSchema } from '../../model/contestant.ts';
import {
  normaliseContestantDetails,
  normaliseContestants,
  normalisePointPackages,
  normalisePointsConfigured,
} from '../contestants.ts';

describe('normaliseContestants', () => {
  const raw = MODELS.response.parse([
    {
      id: '9',
      model_name: 'Naledi Khumalo',
      age: '21',
      gender: 'Female',
      bio: 'Law student from Pretoria',
      photo: 'naledi.jpg',
      dtcreated: '2025-10-01 09:15:00',
      businessid: '77',
      eventid: '1042',
      votes: '45',
    },
    { id: 10, model: 'Ayanda Zulu', age: null, gender: 'male', photo: '', dtcreated: '0000-00-00 00:00:00' },
  ]);

  it('reads either name field, the age from a string and the picture path', () => {
    const [naledi, ayanda] = normaliseContestants(raw, { businessId: '77', eventId: '1042' });
    expect(contestantSchema.array().parse([naledi, ayanda])).toHaveLength(2);
    expect(naledi).toEqual({
      id: '9',
      name: 'Naledi Khumalo',
      age: 21,
      gender: 'female',
      bio: 'Law student from Pretoria',
      photoUrl: '/api/model-pictures/77/1042/naledi.jpg',
      createdDay: '2025-10-01',
      businessId: '77',
      eventId: '1042',
      votes: 45,
    });
    expect(ayanda).toMatchObject({
      name: 'Ayanda Zulu',
      age: null,
      photoUrl: null,
      createdDay: null,
      eventId: '1042',
    });
  });

  it('reads a model without votes as an unknown count (null), a stated 0 as 0', () => {
    const [ayanda] = normaliseContestants(MODELS.response.parse([{ id: 10, model: 'Ayanda Zulu' }]));
    expect(ayanda?.votes).toBeNull();
    const [none] = normaliseContestants(
      MODELS.response.parse([{ id: '11', model_name: 'Zanele', votes: '0' }]),
    );
    expect(none?.votes).toBe(0);
  });

  it('reads {val: 0} as no models', () => {
    expect(normaliseContestants(MODELS.response.parse({ val: 0 }))).toEqual([]);
  });
});

describe('normaliseContestantDetails', () => {
  it('reads one model under `model`, with the ids from the caller', () => {
    const raw = MODELDETAILS.response.parse({
      val: 1,
      photo: 'naledi.jpg',
      model: 'Naledi Khumalo',
      age: 21,
      gender: 'female',
      bio: '',
      dtcreated: '2025-10-01',
    });
    expect(normaliseContestantDetails(raw, '9', { businessId: '77', eventId: '1042' })).toMatchObject({
      id: '9',
      name: 'Naledi Khumalo',
      bio: null,
      photoUrl: '/api/model-pictures/77/1042/naledi.jpg',
    });
  });

  it('reads a model without votes (the spec lists none) as an unknown count, not 0', () => {
    const raw = MODELDETAILS.response.parse({ val: '1', model: 'Naledi Khumalo', age: '21' });
    expect(normaliseContestantDetails(raw, '9')?.votes).toBeNull();
  });

  it('is null for `val: 0`', () => {
    expect(normaliseContestantDetails(MODELDETAILS.response.parse({ val: '0' }), '9')).toBeNull();
  });
});

describe('vote packages', () => {
  it('reads amounts in cents (Free is 0) and points, cheapest first', () => {
    const raw = GETPOINTS.response.parse([
      { amount: '60.00', points: '20' },
      { amount: 0, points: 5 },
      { amount: '25', points: '10' },
    ]);
    expect(normalisePointPackages(raw)).toEqual([
      { amountCents: 0, points: 5 },
      { amountCents: 2500, points: 10 },
      { amountCents: 6000, points: 20 },
    ]);
    expect(normalisePointPackages(GETPOINTS.response.parse({ val: 0 }))).toEqual([]);
  });

  it('reads whether points are configured', () => {
    expect(normalisePointsConfigured(CONFIGURATIONDETAILS.response.parse({ val: '1' }))).toBe(true);
    expect(normalisePointsConfigured(CONFIGURATIONDETAILS.response.parse({ val: 0 }))).toBe(false);
  });
});

describe('the vote answers (ours)', () => {
  it('reads the new total from a string, and the provider fields without the status words', async () => {
    const { VOTE, PAYMENT_CREDENTIALS_VOTE } = await import('../../legacy/index.ts');
    const { normaliseVoteAnswer, normaliseVotePaymentStart } = await import('../contestants.ts');
    expect(
      normaliseVoteAnswer(VOTE.response.parse({ status: 'success', message: 'Counted', votes: '15' })),
    ).toEqual({
      message: 'Counted',
      votes: 15,
    });
    expect(normaliseVoteAnswer(VOTE.response.parse({ status: 'success', message: 'Counted' }))).toEqual({
      message: 'Counted',
      votes: null,
    });
    const start = normaliseVotePaymentStart(
      PAYMENT_CREDENTIALS_VOTE.response.parse({
        status: 'success',
        m_payment_id: 'vote_301_x',
        merchant_id: '10000100',
        amount: '25.00',
      }),
    );
    expect(start).toEqual({
      paymentId: 'vote_301_x',
      fields: { m_payment_id: 'vote_301_x', merchant_id: '10000100', amount: '25.00' },
    });
  });
});
