/** Polish for the messages of money accounts and transfers between them (money-accounts.ts). */
export const ACCOUNT_MESSAGES_PL: Record<string, string> = {
  // Checks
  'Kind must be 0 (current), 1 (savings), 2 (credit card), 3 (cash) or 4 (loan)':
    'Rodzaj musi mieć wartość 0 (bieżące), 1 (oszczędnościowe), 2 (karta kredytowa), 3 (gotówka) lub 4 (kredyt)',
  'Account ID is required': 'Identyfikator konta jest wymagany',
  'Account ID is invalid': 'Nieprawidłowy identyfikator konta',
  'Account name is required': 'Nazwa konta jest wymagana',
  'Account name must be 50 characters or less': 'Nazwa konta może mieć najwyżej 50 znaków',
  'Bank identifier must be 64 characters or less':
    'Identyfikator bankowy może mieć najwyżej 64 znaki',
  'Value must be at least -999,999,999.99': 'Kwota musi wynosić co najmniej -999 999 999,99',
  'closed must be true or false': 'closed musi mieć wartość true lub false',
  'commonMoney must be true or false': 'commonMoney musi mieć wartość true lub false',
  'At most 50 accounts': 'Najwyżej 50 kont',
  'At most 1,000 accounts': 'Najwyżej 1000 kont',
  'At most 500,000 transfers': 'Najwyżej 500 000 przelewów',
  'Account ids repeat': 'Identyfikatory kont się powtarzają',
  'Names an account the backup does not hold': 'Wskazuje konto, którego kopia zapasowa nie zawiera',
  // Rules the server checks
  'Choose an open account of this group': 'Wybierz otwarte konto tej grupy',
  'The file names no account with this identifier': 'Plik nie zawiera konta o tym identyfikatorze',
  'The account identifier is too long': 'Identyfikator konta jest za długi',
  'At most 100 accounts': 'Najwyżej 100 kont',
  'At most 100,000 checkpoints': 'Najwyżej 100 000 punktów kontrolnych',
  'An account with this name already exists in this group':
    'Konto o tej nazwie już istnieje w tej grupie',
  'Another account of this group has this bank identifier':
    'Inne konto tej grupy ma ten identyfikator rachunku',
  'A group keeps at least one open account': 'Grupa musi mieć co najmniej jedno otwarte konto',
  'An account that holds transactions cannot be deleted: close it instead':
    'Nie można usunąć konta, na którym są transakcje: zamknij je',
  'The account holds transactions in another currency, so its currency cannot change':
    'Na koncie są transakcje w innej walucie, więc nie można zmienić jego waluty',
  'The account holder must be a member of the group': 'Właściciel konta musi być członkiem grupy',
  'A transfer goes between two different accounts': 'Przelew musi łączyć dwa różne konta',
  'No exchange rate converts this transfer: enter the amount received':
    'Brak kursu wymiany dla tego przelewu: wpisz otrzymaną kwotę',
  'Converted, the amount received would be less than 0.01: move more':
    'Po przeliczeniu otrzymana kwota byłaby mniejsza niż 0,01: przelej więcej',
  'Converted, the amount received would be over 999,999,999.99: move less':
    'Po przeliczeniu otrzymana kwota przekroczyłaby 999 999 999,99: przelej mniej',
  'A transfer between accounts is edited as a transfer':
    'Przelew między kontami edytuje się jako przelew',
  'This transaction is not a transfer between accounts':
    'Ta transakcja nie jest przelewem między kontami',
  'Account not found': 'Nie znaleziono konta',
  'The account has been reconciled: changing its opening balance or date changes every reconciled balance, so confirm to change it':
    'Konto zostało uzgodnione: zmiana jego salda początkowego lub daty otwarcia zmienia każde uzgodnione saldo, więc potwierdź, aby ją zmienić',
  // Reconciliation (reconciliation.ts)
  'Every transaction must be in this account': 'Każda transakcja musi być na tym koncie',
  'This transaction is reconciled: confirm to change it':
    'Ta transakcja jest uzgodniona: potwierdź, aby ją zmienić',
  'A statement cannot be dated after today': 'Wyciąg nie może mieć daty późniejszej niż dzisiejsza',
  'Choose at least one transaction': 'Wybierz co najmniej jedną transakcję',
  'cleared must be true or false': 'cleared musi mieć wartość true lub false',
  'confirmReconciled must be true or false': 'confirmReconciled musi mieć wartość true lub false',
  'Unknown account': 'Nieznane konto',
  'A restored transfer names an account the restore does not hold':
    'Przywracany przelew wskazuje konto, którego przywracana kopia nie zawiera',
};
