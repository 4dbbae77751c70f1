import { Chaos } from './chaos.ts';
import type { StandinData } from './model.ts';
import { Outbox } from './outbox.ts';
import { createSeed } from './seed/index.ts';
import { SessionStore } from './sessions.ts';

/** All the stand-in's state. `reset()` is what `POST /__standin/reset` does. */
export class Standin {
  data: StandinData;
  readonly sessions: SessionStore;
  readonly outbox: Outbox;
  readonly chaos = new Chaos();

  /** `data`: a world to start from (mock mode's saved visit) instead of a fresh seed. */
  constructor(
    readonly now: () => Date,
    data?: StandinData,
  ) {
    this.data = data ?? createSeed(now());
    this.sessions = new SessionStore(now);
    this.outbox = new Outbox(now);
  }

  reset(): void {
    this.data = createSeed(this.now());
    this.sessions.clear();
    this.outbox.clear();
    this.chaos.clear();
  }
}
