import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` where it may. The page's Content-Security-Policy
// (script-src without 'unsafe-eval') refuses that, and even zod's probe for it is reported as a
// violation in the console; parsing without the compiler costs nothing a form would notice.
config({ jitless: true });
