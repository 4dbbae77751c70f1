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

  constructor(readonly now: () => Date) {
    this.data = createSeed(now());
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
