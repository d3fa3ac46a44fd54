/**
 * Column titles by role, as banks write them in English, Polish, German, Dutch and French.
 * Within a role the earlier word wins a tie: Chase's 'Details' (DEBIT, CREDIT) and 'Description'
 * are both exact titles, and the description is the one meant.
 */
const TITLES = {
  date: [
    'date',
    'datum',
    'data',
    'buchungstag',
    'buchungsdatum',
    'buchung',
    'fecha',
    'valuta',
    'wertstellung',
  ],
  debit: [
    'debit',
    'obciążenia',
    'obciążenie',
    'wydatki',
    'soll',
    'withdrawal',
    'paid out',
    'money out',
  ],
  credit: ['credit', 'uznania', 'uznanie', 'wpływy', 'haben', 'deposit', 'paid in', 'money in'],
  amount: ['amount', 'kwota', 'betrag', 'bedrag', 'montant', 'importe', 'umsatz', 'wartość'],
  currency: ['currency', 'waluta', 'währung', 'waehrung', 'devise', 'ccy', 'munt'],
  category: ['category', 'kategoria', 'kategorie', 'catégorie', 'categorie'],
  name: [
    'payee',
    'name',
    'counterparty',
    'kontrahent',
    'nadawca',
    'odbiorca',
    'empfänger',
    'auftraggeber',
    'begünstigter',
    'beguenstigter',
    'zahlungspflichtiger',
    'beneficiary',
    'merchant',
    'naam',
    'bénéficiaire',
  ],
  description: [
    'description',
    'tytuł',
    'title',
    'opis',
    'memo',
    'verwendungszweck',
    'details',
    'omschrijving',
    'libellé',
    'concepto',
    'narrative',
    'notes',
  ],
  bankId: ['transaction id', 'id', 'numer transakcji', 'fitid', 'transaktions-id'],
} as const;
export type Role = keyof typeof TITLES;

/**
 * Words that make a title another thing than its role's: N26's 'Original Currency' (empty on
 * most rows) is no currency column, Sparkasse's 'Lastschrift Ursprungsbetrag' no amount, Monzo's
 * 'Local amount' and 'Notes and #tags' second to 'Amount' and 'Description', a 'Value date' second
 * to the booking date (docs/decisions.md: rows take the booking date).
 */
const QUALIFIERS: Partial<Record<Role, string[]>> = {
  date: ['valuta', 'value', 'waluty', 'wertstellung', 'valutadatum'],
  amount: [
    'original',
    'ursprung',
    'local',
    'foreign',
    'fremd',
    'lastschrift',
    'fee',
    'gebühr',
    'balance',
    'saldo',
    'exchange',
    'auslagen',
  ],
  currency: ['original', 'ursprung', 'local', 'foreign', 'fremd'],
  name: ['account', 'konto', 'iban', 'bic', 'rachunek', 'rachunku', 'number', 'nummer', 'numer'],
  description: ['notes', 'tags'],
};

/** What a title scores as each kind of match; a qualifier takes QUALIFIED off. */
const EXACT = 6;
const PREFIX = 4;
const CONTAINS = 2;
const QUALIFIED = 3;

/** A title as compared: lower case, without the marks around it ('#Kwota', '"Betrag (EUR)"'). */
export function plainTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, '')
    .replace(/\s+/g, ' ');
}

/** Without accents, so that French 'Débit' and 'Crédit' are the words 'debit' and 'credit'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

export interface TitleMatch {
  score: number;
  /** The matching word's place in its role's list: lower is preferred on equal scores. */
  rank: number;
}

/**
 * How well a title names a role: the best of its role's words, exact (6) over a prefix (4) over
 * anywhere inside (2, so German compounds such as 'Buchungsdatum' count); less 3 when it holds a
 * qualifier. Words of three letters or fewer ('id', 'ccy') match only exactly, so that
 * 'Gläubiger ID' (the same creditor id on each of its debits) is no bank id. Null: no match.
 */
export function titleMatch(title: string, role: Role): TitleMatch | null {
  const text = folded(plainTitle(title));
  if (text === '') return null;
  let best: TitleMatch | null = null;
  TITLES[role].forEach((written: string, rank) => {
    const word = folded(written);
    const base =
      text === word
        ? EXACT
        : word.length <= 3
          ? 0
          : text.startsWith(word)
            ? PREFIX
            : text.includes(word)
              ? CONTAINS
              : 0;
    if (base > 0 && (best === null || base > best.score)) best = { score: base, rank };
  });
  if (best === null) return null;
  const found: TitleMatch = best;
  const qualified = (QUALIFIERS[role] ?? []).some((word) => text.includes(folded(word)));
  const score = found.score - (qualified ? QUALIFIED : 0);
  return score > 0 ? { score, rank: found.rank } : null;
}

/** Whether a match is better than another: score, then the word's rank; null is no match. */
export function better(a: TitleMatch | null, b: TitleMatch | null): boolean {
  if (a === null) return false;
  if (b === null) return true;
  return a.score > b.score || (a.score === b.score && a.rank < b.rank);
}
