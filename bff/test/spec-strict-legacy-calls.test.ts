import { keptCallsSuite } from './legacy-calls-kept.ts';

// Issue 47, class 3, over a legacy that answers only what the spec promises (opaque ids too).
keptCallsSuite('spec-strict');
