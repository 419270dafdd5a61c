/** How the benchmarks print their figures: seconds, rates, shares, and a share of one core. */
export const seconds = (n: number) => `${n.toFixed(1)} s`;
export const perSecond = (n: number) => `${n.toFixed(1)}/s`;
export const percent = (n: number) => `${(n * 100).toFixed(1)} %`;
/** A share of one core (100 % is one core busy the whole time). */
export const core = (n: number) => `${(n * 100).toFixed(0)} %`;

/** The databases a benchmark runs on: PGlite unless BENCH_PGLITE=0, PostgreSQL when BENCH_DATABASE_URL names a server. */
export const benchDatabases = (): ('PGlite' | 'PostgreSQL')[] => [
  ...(process.env.BENCH_PGLITE === '0' ? [] : ['PGlite' as const]),
  ...(process.env.BENCH_DATABASE_URL ? ['PostgreSQL' as const] : []),
];
