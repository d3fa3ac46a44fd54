import type { MessagePattern } from './messages-pl-patterns.ts';

// Polish for moving in a Splitwise or Spliit group: who is who, and why a row cannot be read
// (docs/decisions.md, 'Moving in from other apps').

export const PEOPLE_MESSAGES_PL: Record<string, string> = {
  "Each of the file's people must be a member of the group":
    'Każda osoba z pliku musi być członkiem grupy',
  "Two of the file's people cannot be the same member":
    'Dwie osoby z pliku nie mogą być tym samym członkiem grupy',
  'nobody owes anyone anything on this row': 'w tym wierszu nikt nikomu nic nie jest winien',
  "the people's amounts do not fit the cost": 'kwoty osób nie pasują do kosztu',
  'the expense names a participant the file does not list':
    'wydatek wskazuje uczestnika, którego nie ma w pliku',
  'a share is not a whole number': 'udział nie jest liczbą całkowitą',
};

export const PEOPLE_PATTERNS_PL: MessagePattern[] = [
  ['Say who is who for: {names}', 'Wskaż, kto jest kim: {names}'],
  ["{name}'s amount is not an amount", 'kwota osoby {name} nie jest prawidłową kwotą'],
  ["the people's amounts add up to {sum}, not 0", 'kwoty osób sumują się do {sum}, a nie do 0'],
  ['Expense {n}: {*problem}', 'Wydatek {n}: {problem}'],
  ['At most {max} people', 'Najwyżej {max} osób'],
];
