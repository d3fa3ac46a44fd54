// zod compiles object parsers with `new Function` where it may. The page's Content-Security-Policy
// (script-src without 'unsafe-eval') refuses that, and even zod's probe for it is reported as a
// violation in the console; parsing without the compiler costs nothing a form would notice.
//
// zod keeps its configuration in this global and adopts one that is already there (its
// `config()` returns it; zod-setup.test.ts checks that). Setting it here, rather than calling
// `config()`, keeps zod itself out of the first download: only the screens with forms load it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
