import type { StandinData } from './model.ts';

// Models and voting (spec part 2, /addmodels, /models, /modelprofile, /vote). Kept beside the
// data they belong to (a reset builds new data, so models, pictures and votes go with it) without
// fields in the shared model, like poster-files.ts. Seeded on first use from the events.

export interface ModelRecord {
  readonly id: number;
  eventId: number;
  businessId: number;
  name: string;
  age: number;
  gender: string;
  bio: string;
  /** The picture's file name in the models folder; '' when none. */
  photo: string;
  createdAt: string;
}

export interface ModelPicture {
  readonly name: string;
  readonly mimetype: string;
  readonly data: Uint8Array;
}

/** A vote package of an event: `amountCents` 0 is Free. */
export interface PointPackageRecord {
  eventId: number;
  businessId: number;
  amountCents: number;
  points: number;
}

/** Points counted for a model: a free vote (counted at once) or a paid package (on notify). */
export interface VoteRecord {
  modelId: number;
  /** The BFF's visitor id (`v:…`) or address (`ip:…`). */
  visitor: string;
  /** YYYY-MM-DD in South Africa: free votes count once a day. */
  day: string;
  points: number;
  kind: 'free' | 'paid';
  at: string;
}

/** A card payment for a paid package: pending until the provider's notify confirms it. */
export interface VotePaymentRecord {
  /** The provider's m_payment_id. */
  readonly id: string;
  modelId: number;
  amountCents: number;
  points: number;
  visitor: string;
  status: 'pending' | 'paid' | 'cancelled';
  createdAt: string;
  settledAt: string | null;
}

export interface ModelsData {
  models: ModelRecord[];
  pictures: Map<string, ModelPicture>;
  packages: PointPackageRecord[];
  votes: VoteRecord[];
  payments: VotePaymentRecord[];
}

/** The seeded models: the demo organiser's fashion show (event 4) and another organiser's event 7. */
export const SEEDED_MODEL_EVENT_ID = 4;
export const FOREIGN_MODEL_EVENT_ID = 7;

function seed(data: StandinData): ModelsData {
  const state: ModelsData = { models: [], pictures: new Map(), packages: [], votes: [], payments: [] };
  const add = (eventId: number, name: string, age: number, gender: string, bio: string) => {
    const event = data.events.find((e) => e.id === eventId);
    if (!event) return;
    state.models.push({
      id: 300 + state.models.length + 1,
      eventId,
      businessId: event.businessId,
      name,
      age,
      gender,
      bio,
      photo: '',
      createdAt: '2026-01-15 10:00:00',
    });
  };
  add(
    SEEDED_MODEL_EVENT_ID,
    'Naledi Khumalo',
    22,
    'female',
    'Law student from Pretoria who loves winter layers.',
  );
  add(
    SEEDED_MODEL_EVENT_ID,
    'Sipho Ndlovu',
    25,
    'male',
    'Sneaker collector and part-time photographer from Soweto.',
  );
  add(
    FOREIGN_MODEL_EVENT_ID,
    'Amahle Dlamini',
    24,
    'female',
    'Cape Town surfer and marine biology graduate.',
  );
  for (const eventId of [SEEDED_MODEL_EVENT_ID, FOREIGN_MODEL_EVENT_ID]) {
    const event = data.events.find((e) => e.id === eventId);
    if (!event) continue;
    state.packages.push(
      { eventId, businessId: event.businessId, amountCents: 0, points: 5 },
      { eventId, businessId: event.businessId, amountCents: 2500, points: 10 },
    );
  }
  return state;
}

const states = new WeakMap<StandinData, ModelsData>();

/** The models, pictures, packages and votes of this data. */
export function modelsOf(data: StandinData): ModelsData {
  let state = states.get(data);
  if (!state) {
    state = seed(data);
    states.set(data, state);
  }
  return state;
}

/** A model's total: its free votes and the paid packages the provider confirmed. */
export const votesOf = (state: ModelsData, modelId: number): number =>
  state.votes.filter((v) => v.modelId === modelId).reduce((sum, v) => sum + v.points, 0);
