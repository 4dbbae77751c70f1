/**
 * The Node flags the BFF runs with in production (Dockerfile's CMD, `npm run start:prod`; a test
 * keeps the three in step), and with which the bench runs every server it compares.
 *
 * `--max-semi-space-size=64` (MiB): the young generation is three semi-spaces, so 192 MiB at
 * most. Every request allocates ~100 KB that dies young (the legacy answer parsed, normalised and
 * serialised), while the 50 requests waiting on the legacy stay alive: with V8's default (16 MiB
 * on a large machine, as little as 1 MiB under a 512 MiB container limit), the scavenger runs
 * every ~13 MB and copies those waiting requests each time. At 64 MiB it runs about a quarter as
 * often (GC traces of the bench: 41 scavenges for ~520 MB allocated → 10). Node's documentation
 * names this flag for throughput at the cost of memory and says to pick its value by benchmark
 * (16, 32, 64, 128).
 */
export const PRODUCTION_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'] as const;
