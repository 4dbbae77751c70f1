import { keptCallsSuite } from './legacy-calls-kept.ts';

// Issue 47, class 3, over the stand-in as the product grew up with it.
keptCallsSuite('rich');
