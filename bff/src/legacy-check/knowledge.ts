import { LEGACY_ASSUMPTIONS } from '@tix/contract/legacy/assumptions';
import { SPEC_ANSWERS } from '@tix/contract/legacy/spec-answers';
import type { Knowledge } from './judge.ts';

// What the check knows beyond the catalogue: the spec's promised answers, and the list of what the
// product assumes beyond them (docs/legacy-assumptions.md), which names each fallback.

export const CONTRACT_KNOWLEDGE: Knowledge = { assumptions: LEGACY_ASSUMPTIONS, promised: SPEC_ANSWERS };
