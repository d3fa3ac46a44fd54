import { PEOPLE_PATTERNS_PL } from './messages-pl-people.ts';

/**
 * A message with values in it: its English with each value a `{name}` placeholder (`{*name}`: the
 * value is a message itself, translated in turn), and its Polish, where the values go by name.
 */
export type MessagePattern = readonly [
  english: string,
  polish: string | ((values: Record<string, string>) => string),
];

/** Polish's plural of a count: 1 wiersz, 2 wiersze, 5 wierszy (12-14 take the third form). */
function plural(count: string, one: string, few: string, many: string): string {
  const n = Number(count.replace(/\D/g, ''));
  if (n === 1) return one;
  const tens = n % 100;
  return n % 10 >= 2 && n % 10 <= 4 && (tens < 12 || tens > 14) ? few : many;
}

/** The API's messages and the reasons a bank file's line cannot be read. */
const SERVER_PATTERNS: MessagePattern[] = [
  [
    'Too many requests. Please try again in {seconds} seconds.',
    'Zbyt wiele żądań. Spróbuj ponownie za {seconds} s.',
  ],
  [
    '{method} is not allowed on {path}; allowed: {allowed}',
    'Metoda {method} nie jest dozwolona dla {path}; dozwolone: {allowed}',
  ],
  ['No route for {method} {path}', 'Brak ścieżki {method} {path}'],
  ['No such file: {file}', 'Nie ma takiego pliku: {file}'],
  [
    'The file is larger than {limit} MB, the most one file may be',
    'Plik jest większy niż {limit} MB, najwięcej, ile może mieć jeden plik',
  ],
  [
    "The group's attachments would pass {limit} MB, the most it may hold",
    'Załączniki grupy przekroczyłyby {limit} MB, najwięcej, ile może ona przechowywać',
  ],
  [
    '{emails} has not confirmed their e-mail address yet, and group membership requires a confirmed e-mail.',
    '{emails}: adres e-mail nie jest jeszcze potwierdzony, a członkostwo w grupie wymaga potwierdzonego adresu e-mail.',
  ],
  ['{email} is already a member of this group.', '{email} jest już członkiem tej grupy.'],
  ['An invitation to join was sent to {email}.', 'Wysłano zaproszenie na adres {email}.'],
  [
    'An invitation was sent to {email} less than a minute ago. Please wait before sending it again.',
    'Zaproszenie na adres {email} wysłano niecałą minutę temu. Poczekaj chwilę, zanim wyślesz je ponownie.',
  ],
  [
    "This invitation was sent to {email}, another address than your account's. Sign in with that address to accept it.",
    'To zaproszenie wysłano na adres {email}, inny niż adres Twojego konta. Zaloguj się tym adresem, aby je przyjąć.',
  ],
  [
    'A category named "{name}" already exists in this group',
    'Kategoria o nazwie „{name}” już istnieje w tej grupie',
  ],
  [
    'A tag named "{name}" already exists in this group',
    'Tag o nazwie „{name}” już istnieje w tej grupie',
  ],
  ['Not a category of this group: {ids}', 'Kategorie spoza tej grupy: {ids}'],
  ['Not a tag of this group: {ids}', 'Tagi spoza tej grupy: {ids}'],
  [
    'A rule named "{name}" already exists in this group',
    'Reguła o nazwie „{name}” już istnieje w tej grupie',
  ],
  [
    'A repeating transaction may start at most {count} occurrences back: choose a later date',
    'Transakcja cykliczna może zaczynać się najwyżej {count} wystąpień wstecz: wybierz późniejszą datę',
  ],
  [
    "With 'This and following', the date must be after {date}",
    'Przy opcji „To i następne” data musi być późniejsza niż {date}',
  ],
  [
    "The range holds {count} periods of the budget '{name}': more than can be added exactly; choose a shorter range",
    'Zakres obejmuje zbyt wiele okresów budżetu „{name}” ({count}), by można je było dokładnie zsumować; wybierz krótszy zakres',
  ],
  [
    'The percentages add up to {total}%, not 100%',
    'Procenty sumują się do {total}%, a nie do 100%',
  ],
  ['The parts add up to {total}, not {amount}', 'Części sumują się do {total}, a nie do {amount}'],
  // Query parameters named in their messages (minAmount, maxAmount): the names stay as sent.
  ['{field} must be a number', '{field} musi być liczbą'],
  ['{field} must not be negative', '{field} nie może być ujemne'],
  ['{field} must be at most {max}', '{field} może wynosić najwyżej {max}'],
  [
    '{field} can have at most 2 decimal places',
    '{field} może mieć najwyżej 2 miejsca po przecinku',
  ],
  [
    'The category chosen for "{key}" is not one of the group\'s',
    'Kategoria wybrana dla „{key}” nie należy do tej grupy',
  ],
  [
    'The file has {width} column(s); the mapping names a column it does not have',
    'Plik ma kolumn: {width}; przypisanie wskazuje kolumnę, której w nim nie ma',
  ],
  ['Column {number}', 'Kolumna {number}'],
  [
    'The cleared balance differs from the statement balance by {difference}: clear the missing transactions first',
    'Saldo rozliczonych transakcji różni się od salda z wyciągu o {difference}: najpierw rozlicz brakujące transakcje',
  ],
  ['At most {count} transactions', 'Najwyżej {count} transakcji'],
];

/** Why a bank file's line cannot be read, and why nothing of a file would be imported. */
const IMPORT_PATTERNS: MessagePattern[] = [
  ['Line {line}: {*problem}', 'Wiersz {line}: {problem}'],
  ['currency {code} is not kept by the app', 'aplikacja nie obsługuje waluty {code}'],
  [
    'the row has more than {max} fields; check the separator',
    'wiersz ma więcej niż {max} pól; sprawdź separator',
  ],
  [
    'the row has {count} field(s), fewer than the mapping needs',
    'wiersz ma za mało pól ({count}) dla przypisania kolumn',
  ],
  ["'{value}' is not a date ({format})", '„{value}” nie jest datą ({format})'],
  [
    '{*state}, not booked; import it once the bank has booked it',
    '{state} i nie jest zaksięgowana; zaimportuj ją, gdy bank ją zaksięguje',
  ],
  ['the entry is {*status} (status {code})', 'pozycja jest {status} (status {code})'],
  ["the entry's status is {code}", 'pozycja ma status {code}'],
  ['Nothing to import: {*reason}', 'Nic do zaimportowania: {reason}'],
  [
    'none of the {*rows} can be read (first: {*first})',
    'żadnego wiersza nie można odczytać ({rows}; pierwszy błąd: {first})',
  ],
  [
    'all {*rows} are already in the group; tick those to import anyway',
    'wszystkie wiersze ({rows}) już są w grupie; zaznacz je, aby mimo to je zaimportować',
  ],
  [
    '{*rows} are already in the group (tick those to import anyway) and {errors} cannot be read (first: {*first})',
    'wiersze już obecne w grupie: {rows} (zaznacz je, aby mimo to je zaimportować); nieczytelne wiersze: {errors} (pierwszy błąd: {first})',
  ],
  ['1 row', '1 wiersz'],
  ['{count} rows', ({ count = '' }) => `${count} ${plural(count, 'wiersz', 'wiersze', 'wierszy')}`],
];

/**
 * zod's own messages (its English locale), for checks the contract leaves unworded: a value of
 * the wrong type, an unknown key. Type names and values stay as zod writes them.
 */
const ZOD_PATTERNS: MessagePattern[] = [
  [
    'Invalid input: expected {expected}, received {received}',
    'Nieprawidłowe dane: oczekiwano {expected}, otrzymano {received}',
  ],
  ['Invalid input: expected {value}', 'Nieprawidłowe dane: oczekiwano {value}'],
  [
    'Invalid option: expected one of {values}',
    'Nieprawidłowa opcja: oczekiwano jednej z wartości {values}',
  ],
  [
    'Too big: expected string to have {bound} characters',
    'Za długi tekst: oczekiwano {bound} znaków',
  ],
  ['Too big: expected array to have {bound} items', 'Za dużo elementów: oczekiwano {bound}'],
  ['Too big: expected {origin} to have {bound} {unit}', 'Za duża wartość: oczekiwano {bound}'],
  ['Too big: expected {origin} to be {bound}', 'Za duża wartość: oczekiwano {bound}'],
  [
    'Too small: expected string to have {bound} characters',
    'Za krótki tekst: oczekiwano {bound} znaków',
  ],
  ['Too small: expected array to have {bound} items', 'Za mało elementów: oczekiwano {bound}'],
  ['Too small: expected {origin} to have {bound} {unit}', 'Za mała wartość: oczekiwano {bound}'],
  ['Too small: expected {origin} to be {bound}', 'Za mała wartość: oczekiwano {bound}'],
  [
    'Invalid string: must match pattern {pattern}',
    'Nieprawidłowy tekst: musi pasować do wzorca {pattern}',
  ],
  [
    'Invalid number: must be a multiple of {divisor}',
    'Nieprawidłowa liczba: musi być wielokrotnością {divisor}',
  ],
  ['Unrecognized keys: {keys}', 'Nierozpoznane klucze: {keys}'],
  ['Unrecognized key: {keys}', 'Nierozpoznany klucz: {keys}'],
  ['Invalid key in {origin}', 'Nieprawidłowy klucz w {origin}'],
  ['Invalid value in {origin}', 'Nieprawidłowa wartość w {origin}'],
  [
    'Invalid discriminator value. Expected {options}',
    'Nieprawidłowa wartość rozróżniająca. Oczekiwano {options}',
  ],
];

/** Tried in order, the first that matches wholly wins. */
export const MESSAGE_PATTERNS_PL: readonly MessagePattern[] = [
  ...SERVER_PATTERNS,
  ...IMPORT_PATTERNS,
  ...PEOPLE_PATTERNS_PL,
  ...ZOD_PATTERNS,
];
