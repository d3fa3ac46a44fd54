/** Polish for the messages of the contract's checks (its schemas and split and income rules). */
export const CHECK_MESSAGES_PL: Record<string, string> = {
  // Accounts
  'Invalid email address': 'Nieprawidłowy adres e-mail',
  'Email is required': 'Adres e-mail jest wymagany',
  'Password is required': 'Hasło jest wymagane',
  // Written by the web app's own budget form (apps/web/src/features/budgets/schemas.ts).
  'Amount is required': 'Kwota jest wymagana',
  'Please enter a valid email address': 'Wpisz prawidłowy adres e-mail',
  'Current password is required': 'Obecne hasło jest wymagane',
  'Valid email is required': 'Wymagany jest prawidłowy adres e-mail',
  'Email must be at most 254 characters': 'Adres e-mail może mieć najwyżej 254 znaki',
  'Username is required': 'Nazwa użytkownika jest wymagana',
  'Username must be at least 3 characters': 'Nazwa użytkownika musi mieć co najmniej 3 znaki',
  'Username must be at most 50 characters': 'Nazwa użytkownika może mieć najwyżej 50 znaków',
  'Password must be at least 8 characters': 'Hasło musi mieć co najmniej 8 znaków',
  'Password must be at most 256 characters': 'Hasło może mieć najwyżej 256 znaków',
  'Password must contain at least one uppercase letter':
    'Hasło musi zawierać co najmniej jedną wielką literę',
  'Password must contain at least one lowercase letter':
    'Hasło musi zawierać co najmniej jedną małą literę',
  'Password must contain at least one number': 'Hasło musi zawierać co najmniej jedną cyfrę',
  'Password must contain at least one special character':
    'Hasło musi zawierać co najmniej jeden znak specjalny',
  'Token is required': 'Token jest wymagany',
  'Token is invalid': 'Nieprawidłowy token',
  // Preferences
  'Theme must be light, dark or system': 'Motyw musi mieć wartość light, dark lub system',
  'Select currency': 'Wybierz walutę',
  'Locale must be at most 35 characters': 'Ustawienia regionalne mogą mieć najwyżej 35 znaków',
  'Locale must be a language tag such as en-US':
    'Ustawienia regionalne muszą być znacznikiem języka, np. pl-PL',
  'Date format must be one of yyyy-MM-dd, dd/MM/yyyy, MM/dd/yyyy, dd.MM.yyyy':
    'Format daty musi być jednym z: yyyy-MM-dd, dd/MM/yyyy, MM/dd/yyyy, dd.MM.yyyy',
  'Week start must be 0 (Sunday), 1 (Monday) or 6 (Saturday)':
    'Początek tygodnia musi mieć wartość 0 (niedziela), 1 (poniedziałek) lub 6 (sobota)',
  'Language must be one of en, pl': 'Język musi być jednym z: en, pl',
  // Groups and members
  'Role must be 1 (Owner), 2 (Member) or 3 (Viewer)':
    'Rola musi mieć wartość 1 (właściciel), 2 (członek) lub 3 (obserwator)',
  'Role must be 2 (Member) or 3 (Viewer)': 'Rola musi mieć wartość 2 (członek) lub 3 (obserwator)',
  'Group ID is required': 'Identyfikator grupy jest wymagany',
  'Group ID is invalid': 'Nieprawidłowy identyfikator grupy',
  'User ID is required': 'Identyfikator użytkownika jest wymagany',
  'User ID is invalid': 'Nieprawidłowy identyfikator użytkownika',
  'includeMembers must be true or false': 'includeMembers musi mieć wartość true lub false',
  'Group name is required': 'Nazwa grupy jest wymagana',
  'Group name must be 50 characters or less': 'Nazwa grupy może mieć najwyżej 50 znaków',
  'Description must be 500 characters or less': 'Opis może mieć najwyżej 500 znaków',
  "equalAmong must be 'payers' or 'everyone'":
    "equalAmong musi mieć wartość 'payers' lub 'everyone'",
  'splitIncomes must be true or false': 'splitIncomes musi mieć wartość true lub false',
  'Time zone must be an IANA time zone such as Europe/Warsaw':
    'Strefa czasowa musi być strefą IANA, np. Europe/Warsaw',
  'Time zone is required': 'Strefa czasowa jest wymagana',
  'At least one email is required': 'Podaj co najmniej jeden adres e-mail',
  'At most 50 emails at once': 'Najwyżej 50 adresów e-mail naraz',
  'At least one user is required': 'Wybierz co najmniej jednego użytkownika',
  'At most 50 users at once': 'Najwyżej 50 użytkowników naraz',
  'Invitation ID is required': 'Identyfikator zaproszenia jest wymagany',
  'Invitation ID is invalid': 'Nieprawidłowy identyfikator zaproszenia',
  // Categories and budgets
  'Name is required': 'Nazwa jest wymagana',
  'Name must be 100 characters or less': 'Nazwa może mieć najwyżej 100 znaków',
  'Category ID is required': 'Identyfikator kategorii jest wymagany',
  'Category ID is invalid': 'Nieprawidłowy identyfikator kategorii',
  'Tag ID is required': 'Identyfikator tagu jest wymagany',
  'Tag ID is invalid': 'Nieprawidłowy identyfikator tagu',
  'Group is required': 'Grupa jest wymagana',
  'Group is invalid': 'Nieprawidłowa grupa',
  'Budget ID is required': 'Identyfikator budżetu jest wymagany',
  'At most 50 categories': 'Najwyżej 50 kategorii',
  'End date cannot be before the start date':
    'Data końcowa nie może być wcześniejsza niż data początkowa',
  'Period type must be 0 (Daily), 1 (Weekly), 2 (Monthly) or 3 (Yearly)':
    'Typ okresu musi mieć wartość 0 (dzienny), 1 (tygodniowy), 2 (miesięczny) lub 3 (roczny)',
  'must be true or false': 'musi mieć wartość true lub false',
  // Money and dates
  'Value must be a number': 'Kwota musi być liczbą',
  'Value must be greater than 0': 'Kwota musi być większa od 0',
  'Amount must be non-negative': 'Kwota nie może być ujemna',
  'Value must be at most 999,999,999.99': 'Kwota może wynosić najwyżej 999 999 999,99',
  'Value can have at most 2 decimal places': 'Kwota może mieć najwyżej 2 miejsca po przecinku',
  'currency must be one of the currency numbers 0-35':
    'currency musi być jednym z numerów walut 0-35',
  'Date is required': 'Data jest wymagana',
  'Date must be a valid date (yyyy-MM-dd)': 'Data musi być prawidłową datą (yyyy-MM-dd)',
  'from must be a date': 'from musi być datą',
  'to must be a date': 'to musi być datą',
  'from cannot be after to': 'from nie może być późniejsze niż to',
  // Transactions
  'Select transaction type': 'Wybierz typ transakcji',
  "Scope must be 'this' or 'following'": "Zakres musi mieć wartość 'this' lub 'following'",
  'name is required': 'Nazwa jest wymagana',
  'name is too long': 'Nazwa jest za długa',
  'Select a group': 'Wybierz grupę',
  'End date cannot be before the date':
    'Data końcowa nie może być wcześniejsza niż data transakcji',
  'Choose how often a recurring transaction repeats':
    'Wybierz, jak często powtarza się transakcja cykliczna',
  'Transaction ID is required': 'Identyfikator transakcji jest wymagany',
  'days must be a whole number': 'days musi być liczbą całkowitą',
  'days must be at least 1': 'days musi wynosić co najmniej 1',
  'days must be at most 30': 'days może wynosić najwyżej 30',
  'transactionType must be 0, 1, 2 or 3': 'transactionType musi mieć wartość 0, 1, 2 lub 3',
  'filter must be 200 characters or less': 'filter może mieć najwyżej 200 znaków',
  'sort must be one of date, amount, name': 'sort musi mieć jedną z wartości: date, amount, name',
  'order must be asc or desc': 'order musi mieć wartość asc lub desc',
  'page must be a whole number': 'page musi być liczbą całkowitą',
  'page must be at least 1': 'page musi wynosić co najmniej 1',
  'page must be at most 1000000': 'page może wynosić najwyżej 1000000',
  'pageSize must be a whole number': 'pageSize musi być liczbą całkowitą',
  'pageSize must be at least 1': 'pageSize musi wynosić co najmniej 1',
  'pageSize must be at most 500': 'pageSize może wynosić najwyżej 500',
  'minAmount cannot be above maxAmount': 'minAmount nie może być większe niż maxAmount',
  // Splits and incomes
  'Choose a member': 'Wybierz członka',
  'Choose how it is split': 'Wybierz sposób podziału',
  'Enter a number': 'Wpisz liczbę',
  'Split values cannot be negative': 'Wartości podziału nie mogą być ujemne',
  'Choose at least one member to share it': 'Wybierz co najmniej jednego członka do podziału',
  'At most 50 members share one amount': 'Jedną kwotę może dzielić najwyżej 50 członków',
  "basis must be 'incomes'": "basis musi mieć wartość 'incomes'",
  'A default split cannot be exact amounts':
    'Domyślny podział nie może być podziałem według dokładnych kwot',
  'A split in proportion to incomes is a split by shares':
    'Podział proporcjonalny do przychodów jest podziałem według udziałów',
  'Enter an income': 'Wpisz przychód',
  "Incomes need basis 'incomes'": "Przychody wymagają basis 'incomes'",
  'Note must be 500 characters or less': 'Notatka może mieć najwyżej 500 znaków',
  'Each member may appear once in a split': 'Każdy członek może wystąpić w podziale tylko raz',
  'Shares are whole numbers up to 1,000,000': 'Udziały to liczby całkowite do 1 000 000',
  'At least one share must be above 0': 'Co najmniej jeden udział musi być większy od 0',
  'Percentages have at most two decimals': 'Procenty mogą mieć najwyżej dwa miejsca po przecinku',
  'Amounts have at most two decimals': 'Kwoty mogą mieć najwyżej dwa miejsca po przecinku',
  'Enter at least one income': 'Wpisz co najmniej jeden przychód',
  'Incomes cannot be negative': 'Przychody nie mogą być ujemne',
  'Incomes have at most two decimals': 'Przychody mogą mieć najwyżej dwa miejsca po przecinku',
  'Incomes are at most 999,999,999.99': 'Przychody mogą wynosić najwyżej 999 999 999,99',
  'At least one income must be above 0': 'Co najmniej jeden przychód musi być większy od 0',
  'Choose who paid': 'Wybierz, kto zapłacił',
  'Exact amounts cannot split transactions of different amounts: choose equally, by shares or by percentages':
    'Dokładnymi kwotami nie można podzielić transakcji o różnych kwotach: wybierz podział po równo, według udziałów lub procentowy',
  // Imports
  'Choose the separator between fields': 'Wybierz separator pól',
  'Choose the decimal separator': 'Wybierz separator dziesiętny',
  'Choose the thousands separator': 'Wybierz separator tysięcy',
  'Choose the date format': 'Wybierz format daty',
  'Choose an amount column, or debit and credit columns, not both':
    'Wybierz kolumnę kwoty albo kolumny obciążeń i uznań, nie jedno i drugie',
  'The thousands separator must differ from the decimal separator':
    'Separator tysięcy musi być inny niż separator dziesiętny',
  'File name is required': 'Nazwa pliku jest wymagana',
  'File name must be 255 characters or less': 'Nazwa pliku może mieć najwyżej 255 znaków',
  'Category name is required': 'Nazwa kategorii jest wymagana',
  'Category name must be 100 characters or less': 'Nazwa kategorii może mieć najwyżej 100 znaków',
  'Choose an existing category or a new one, not both':
    'Wybierz istniejącą kategorię albo nową, nie obie naraz',
  'The file is empty': 'Plik jest pusty',
  'The file is larger than 50 MB': 'Plik jest większy niż 50 MB',
  'contentBase64 is not base64': 'contentBase64 nie jest w formacie base64',
  'Send the file as content or as contentBase64':
    'Wyślij plik jako content albo jako contentBase64',
  'Import ID is required': 'Identyfikator importu jest wymagany',
  // Exchange rates
  'effectiveDate is required': 'effectiveDate jest wymagane',
  'code must be three capital letters': 'code musi składać się z trzech wielkich liter',
  'mid must be positive': 'mid musi być dodatnie',
  'A table needs at least one rate': 'Tabela musi zawierać co najmniej jeden kurs',
  'At least one table is required': 'Wymagana jest co najmniej jedna tabela',
  // Backups
  'This file is not a Budget App group backup': 'Ten plik nie jest kopią zapasową grupy Budget App',
  'Only backups of version 1 can be restored': 'Można przywrócić tylko kopie zapasowe w wersji 1',
  'At most 10,000 categories': 'Najwyżej 10 000 kategorii',
  'At most 10,000 budgets': 'Najwyżej 10 000 budżetów',
  'At most 500,000 transactions': 'Najwyżej 500 000 transakcji',
  'At most 100,000 series': 'Najwyżej 100 000 serii',
  'At most 100,000 imports': 'Najwyżej 100 000 importów',
  'Category ids repeat': 'Identyfikatory kategorii się powtarzają',
  'Series ids repeat': 'Identyfikatory serii się powtarzają',
  'Import ids repeat': 'Identyfikatory importów się powtarzają',
  'Names a category the backup does not hold':
    'Wskazuje kategorię, której nie ma w kopii zapasowej',
  'Names a series the backup does not hold': 'Wskazuje serię, której nie ma w kopii zapasowej',
  'Names an import the backup does not hold': 'Wskazuje import, którego nie ma w kopii zapasowej',
  'Another transaction is this occurrence': 'Inna transakcja jest już tym wystąpieniem',
  'An occurrence of a series names both its series and its due date':
    'Wystąpienie serii musi wskazywać zarówno serię, jak i swoją datę',
  // Push notifications
  'Push endpoint must be at most 2048 characters':
    'Adres usługi powiadomień może mieć najwyżej 2048 znaków',
  'Push endpoint must be an https:// URL': 'Adres usługi powiadomień musi być adresem https://',
  'Push key p256dh must be base64url text': 'Klucz p256dh musi być tekstem base64url',
  'Push key p256dh must be a P-256 public key': 'Klucz p256dh musi być kluczem publicznym P-256',
  'Push key auth must be base64url text': 'Klucz auth musi być tekstem base64url',
  'Push key auth must be a 16-byte secret': 'Klucz auth musi być 16-bajtowym sekretem',
};
