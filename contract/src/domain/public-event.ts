// What a guest may see of an event (issue 42): one rule, used by every public read of one event
// (its page and ticket types, its likes, its poster, an event view). docs/decisions/
// 0022-what-a-guest-sees.md records why a never-launched draft stays as the spec shows it.

/** What the legacy says of the event's state (CHECKIFEVENTDELETED, normalised). */
export interface EventPublicFacts {
  deleted: boolean;
}

/** Whether the event's public reads may answer: never once its organiser deleted it. */
export const isPublicEvent = (facts: EventPublicFacts): boolean => !facts.deleted;
