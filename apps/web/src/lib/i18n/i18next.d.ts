import 'i18next';
import type { en } from '@/locales/en/index.ts';

// Keys are checked by the compiler: a text asked for under a key English lacks fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}
