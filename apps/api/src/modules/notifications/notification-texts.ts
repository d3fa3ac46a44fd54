import { currencyCode, type Language } from '@budget/contract';
import { fromMinorUnits } from '../../lib/money.ts';

/** One notification as the service worker shows it (apps/web/public/sw-push.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** The app's page a click opens. */
  url: string;
  /** Messages of one tag replace each other on the device. */
  tag: string;
}

/** Whom a message is written for: their language, and the locale amounts are written in. */
export interface Reader {
  language: Language;
  locale: string;
}

/** Numbers for a user who chose no locale in Settings: their language's usual one. */
const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', pl: 'pl-PL' };

export function readerOf(language: Language, locale: string | null): Reader {
  return { language, locale: locale ?? LANGUAGE_LOCALES[language] };
}

/**
 * Money as the web app writes it (apps/web/src/lib/money.ts): the amount with two decimals in
 * the reader's locale, then the currency's code.
 */
export function formatMoney(minor: number, currency: number, locale: string): string {
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  let digits: string;
  try {
    digits = new Intl.NumberFormat(locale, options).format(fromMinorUnits(minor));
  } catch {
    digits = new Intl.NumberFormat('en-US', options).format(fromMinorUnits(minor));
  }
  return `${digits} ${currencyCode(currency)}`;
}

interface NotificationTexts {
  /** A person whose account is gone, when a name is needed. */
  someone: string;
  expenseTitle: (group: string) => string;
  expenseBody: (author: string, name: string, amount: string, share: string) => string;
  paymentTitle: (group: string) => string;
  /** `recorder` when someone other than the payer recorded it. */
  paymentBody: (payer: string, amount: string, recorder: string | null) => string;
}

/**
 * Each notification in every language the app is written in (docs/decisions.md, 'Languages');
 * the compiler checks Polish has them all, as the e-mails' texts.
 */
export const NOTIFICATION_TEXTS: Record<Language, NotificationTexts> = {
  en: {
    someone: 'A member',
    expenseTitle: (group) => `New shared expense in ${group}`,
    expenseBody: (author, name, amount, share) =>
      `${author} added “${name}”: ${amount}. Your share: ${share}.`,
    paymentTitle: (group) => `Payment recorded in ${group}`,
    paymentBody: (payer, amount, recorder) =>
      recorder === null
        ? `${payer} paid you ${amount}.`
        : `${recorder} recorded that ${payer} paid you ${amount}.`,
  },
  pl: {
    someone: 'Członek grupy',
    expenseTitle: (group) => `Nowy wspólny wydatek w grupie ${group}`,
    expenseBody: (author, name, amount, share) =>
      `${author} dodał(a) wydatek „${name}”: ${amount}. Twoja część: ${share}.`,
    paymentTitle: (group) => `Nowe rozliczenie w grupie ${group}`,
    paymentBody: (payer, amount, recorder) =>
      recorder === null
        ? `${payer} zapłacił(a) Ci ${amount}.`
        : `${recorder} zapisał(a), że ${payer} zapłacił(a) Ci ${amount}.`,
  },
};
