// Runs before the console's modules, as a classic script of index.html. Copied as it is beside
// the bundle's assets, which browsers keep for a year: give it a new name when changing it.
//
// Zod compiles object parsers with `new Function` when it may, and probes for that while the
// schemas are built. The console's Content-Security-Policy allows no eval, so the probe alone
// would be reported as a violation on every page. Zod reads its settings from this global; it
// must be set before the first schema exists, which a module imported by main.tsx cannot promise
// (the bundle runs the chunks zod lives in before the entry's own code).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
