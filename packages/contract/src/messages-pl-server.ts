/** Polish for the API's own messages: its errors, warnings and the reasons a bank file's line fails. */
export const SERVER_MESSAGES_PL: Record<string, string> = {
  "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'":
    "Idempotency-Key musi mieć od 8 do 100 liter, cyfr, znaków '-' lub '_'",
  // Requests
  'Authentication required': 'Wymagane jest zalogowanie',
  'You are not allowed to do this': 'Nie masz uprawnień do wykonania tej czynności',
  'Not found': 'Nie znaleziono',
  'Invalid value': 'Nieprawidłowa wartość',
  'Bad request': 'Nieprawidłowe żądanie',
  'An unexpected error occurred': 'Wystąpił nieoczekiwany błąd',
  'The request body is not valid JSON': 'Treść żądania nie jest prawidłowym JSON-em',
  'The request body is not valid UTF-8 text': 'Treść żądania nie jest prawidłowym tekstem UTF-8',
  'This Idempotency-Key was sent with another request; send a new key for a new transaction':
    'Ten Idempotency-Key wysłano z innym żądaniem; nowa transakcja potrzebuje nowego klucza',
  Required: 'Wymagane',
  'Expected one value, not a list': 'Oczekiwano jednej wartości, nie listy',
  'The request body is empty': 'Treść żądania jest pusta',
  'The request body is too large': 'Treść żądania jest za duża',
  'The request body must be JSON (Content-Type: application/json)':
    'Treść żądania musi być w formacie JSON (Content-Type: application/json)',
  'The Content-Length header does not match the body':
    'Nagłówek Content-Length nie zgadza się z treścią żądania',
  'The path is not valid percent-encoded UTF-8':
    'Ścieżka nie jest prawidłowym tekstem UTF-8 w kodowaniu procentowym',
  'The path is too long: a path parameter may have at most 100 characters':
    'Ścieżka jest za długa: parametr ścieżki może mieć najwyżej 100 znaków',
  'The request line and header fields are too large': 'Wiersz żądania i nagłówki są za duże',
  'The request took too long to arrive': 'Żądanie docierało zbyt długo',
  'The request is not valid HTTP': 'Żądanie nie jest prawidłowym żądaniem HTTP',
  'Text must not contain the character U+0000': 'Tekst nie może zawierać znaku U+0000',
  'Text must not contain a lone UTF-16 surrogate':
    'Tekst nie może zawierać niesparowanego surogatu UTF-16',
  'Text must be percent-encoded UTF-8': 'Tekst musi być tekstem UTF-8 w kodowaniu procentowym',
  'Cross-site requests are not allowed': 'Żądania z innych witryn są niedozwolone',
  'The database is unavailable': 'Baza danych jest niedostępna',
  // Accounts and sign-in
  'Your session has expired. Please sign in.': 'Sesja wygasła. Zaloguj się ponownie.',
  'Invalid email or password': 'Nieprawidłowy adres e-mail lub hasło',
  'Reset link is invalid or has expired': 'Link do resetowania hasła jest nieprawidłowy lub wygasł',
  'Activation link is invalid or has expired': 'Link aktywacyjny jest nieprawidłowy lub wygasł',
  'A verification email was sent less than a minute ago. Please wait before asking again.':
    'E-mail aktywacyjny wysłano niecałą minutę temu. Poczekaj chwilę, zanim poprosisz o kolejny.',
  'Current password is incorrect': 'Obecne hasło jest nieprawidłowe',
  'An account with this email already exists.': 'Konto z tym adresem e-mail już istnieje.',
  'This username is already taken.': 'Ta nazwa użytkownika jest już zajęta.',
  // Both at once, as registration joins them.
  'An account with this email already exists. This username is already taken.':
    'Konto z tym adresem e-mail już istnieje. Ta nazwa użytkownika jest już zajęta.',
  'User not found': 'Nie znaleziono użytkownika',
  'Only administrators (ADMIN_EMAILS) can import exchange rates':
    'Tylko administratorzy (ADMIN_EMAILS) mogą importować kursy walut',
  // Groups, members and invitations
  'You cannot read this group': 'Nie możesz przeglądać tej grupy',
  'Viewers can only read this group': 'Obserwatorzy mogą tylko przeglądać tę grupę',
  'Viewers cannot add members': 'Obserwatorzy nie mogą dodawać członków',
  'Only an Owner can change roles or remove members':
    'Tylko właściciel może zmieniać role i usuwać członków',
  'Only an Owner can delete the group': 'Tylko właściciel może usunąć grupę',
  'Only an Owner can change the group': 'Tylko właściciel może zmienić grupę',
  'You cannot leave this group': 'Nie możesz opuścić tej grupy',
  'Group not found': 'Nie znaleziono grupy',
  'Group functions require a confirmed e-mail address. Confirm your e-mail address first.':
    'Funkcje grup wymagają potwierdzonego adresu e-mail. Najpierw potwierdź swój adres e-mail.',
  'A group needs at least one Owner. Make another member Owner first, or delete the group.':
    'Grupa musi mieć co najmniej jednego właściciela. Najpierw nadaj rolę właściciela innemu członkowi albo usuń grupę.',
  'User is not a member of this group': 'Użytkownik nie jest członkiem tej grupy',
  'An Owner cannot be removed. Change their role first.':
    'Nie można usunąć właściciela. Najpierw zmień jego rolę.',
  'Another backup is being restored. Please try again in a moment.':
    'Trwa przywracanie innej kopii zapasowej. Spróbuj ponownie za chwilę.',
  'Invitation not found': 'Nie znaleziono zaproszenia',
  'Invitation not found. Check the link, or ask for a new invitation.':
    'Nie znaleziono zaproszenia. Sprawdź link albo poproś o nowe zaproszenie.',
  'Viewers cannot see or send invitations':
    'Obserwatorzy nie mogą przeglądać ani wysyłać zaproszeń',
  'This invitation has already been accepted.': 'To zaproszenie zostało już przyjęte.',
  'This invitation has expired. Ask for a new one.': 'To zaproszenie wygasło. Poproś o nowe.',
  'This invitation was revoked.': 'To zaproszenie zostało wycofane.',
  'This invitation has already been used.': 'To zaproszenie zostało już wykorzystane.',
  'The invitation has expired, so no group was joined.':
    'Zaproszenie wygasło, więc nie dołączono do żadnej grupy.',
  'The invitation was revoked, so no group was joined.':
    'Zaproszenie zostało wycofane, więc nie dołączono do żadnej grupy.',
  'The invitation has already been used, so no group was joined.':
    'Zaproszenie zostało już wykorzystane, więc nie dołączono do żadnej grupy.',
  'The invitation link is not valid, so no group was joined.':
    'Link z zaproszeniem jest nieprawidłowy, więc nie dołączono do żadnej grupy.',
  'The invitation was sent to another address, so no group was joined.':
    'Zaproszenie wysłano na inny adres, więc nie dołączono do żadnej grupy.',
  'The invitation was used or revoked meanwhile, so no group was joined.':
    'Zaproszenie zostało w międzyczasie wykorzystane lub wycofane, więc nie dołączono do żadnej grupy.',
  // Money
  'Category not found': 'Nie znaleziono kategorii',
  'Tag not found': 'Nie znaleziono tagu',
  'A tag cannot be merged into itself': 'Nie można scalić tagu z nim samym',
  'Rule not found': 'Nie znaleziono reguły',
  'Attachment not found': 'Nie znaleziono załącznika',
  'Attachment ID is required': 'Identyfikator załącznika jest wymagany',
  'Attachment ID is invalid': 'Nieprawidłowy identyfikator załącznika',
  'Transaction ID is invalid': 'Nieprawidłowy identyfikator transakcji',
  'Only JPEG, PNG and WebP images and PDF files can be attached':
    'Można załączać tylko obrazy JPEG, PNG i WebP oraz pliki PDF',
  'Choose a file to attach': 'Wybierz plik do załączenia',
  'The file is empty': 'Plik jest pusty',
  'The file did not arrive whole. Please try again': 'Plik nie dotarł w całości. Spróbuj ponownie',
  'Attach one file at a time': 'Dołączaj po jednym pliku naraz',
  'An account identifier may go to one account only':
    'Identyfikator rachunku można przypisać tylko do jednego konta',
  'A group holds at most 500 rules': 'Grupa może mieć najwyżej 500 reguł',
  'List every rule of the group once, in the new order':
    'Podaj każdą regułę grupy dokładnie raz, w nowej kolejności',
  'Not a regular expression rules can run (look-arounds and back-references are not supported)':
    'To nie jest wyrażenie regularne, które reguły mogą wykonać (asercje wokół i odwołania wsteczne nie są obsługiwane)',
  'This regular expression is too complex': 'To wyrażenie regularne jest zbyt złożone',
  'Unknown rule': 'Nieznana reguła',
  'Rule run not found': 'Nie znaleziono zastosowania reguł',
  'These rules have already been undone': 'Te reguły zostały już cofnięte',
  'Unknown category': 'Nieznana kategoria',
  'Unknown tag': 'Nieznany tag',
  'Categories must belong to the same group': 'Kategorie muszą należeć do tej samej grupy',
  'Budget not found': 'Nie znaleziono budżetu',
  'Transaction not found': 'Nie znaleziono transakcji',
  'A recorded payment cannot be edited: delete it and record it again':
    'Zapisanej płatności nie można edytować: usuń ją i zapisz ponownie',
  'The group is busy with other changes. Please try again.':
    'Grupa jest zajęta innymi zmianami. Spróbuj ponownie.',
  'The payer must be a member of the group': 'Płatnik musi być członkiem grupy',
  'Every member of a split must be in the group': 'Każdy członek podziału musi należeć do grupy',
  'A member cannot pay themselves': 'Członek nie może zapłacić samemu sobie',
  'Only this occurrence can move to another group':
    'Do innej grupy można przenieść tylko to wystąpienie',
  "Choose 'This occurrence only' to move it to another group":
    'Wybierz „Tylko to wystąpienie”, aby przenieść je do innej grupy',
  'The date must be after the previous occurrence':
    'Data musi być późniejsza niż poprzednie wystąpienie',
  'A repeating transaction may start at most 1,000 occurrences back: choose a later date':
    'Transakcja cykliczna może zaczynać się najwyżej 1000 wystąpień wstecz: wybierz późniejszą datę',
  'A restored transaction names a series or import the restore does not hold':
    'Przywracana transakcja wskazuje serię lub import, których nie ma w kopii zapasowej',
  'Range too long for budget against actual':
    'Zakres jest za długi dla zestawienia budżetów z rzeczywistymi wydatkami',
  // Imports
  'Import not found': 'Nie znaleziono importu',
  'This import has been undone': 'Ten import został cofnięty',
  'This import has already been undone': 'Ten import został już cofnięty',
  'Every imported transaction must belong to the group':
    'Każda importowana transakcja musi należeć do grupy',
  'The file is not one of the formats the app reads (CSV, OFX, QFX, QIF, CAMT.053, MT940)':
    'Plik nie jest w żadnym z formatów obsługiwanych przez aplikację (CSV, OFX, QFX, QIF, CAMT.053, MT940)',
  'A CSV file needs a mapping of its columns': 'Plik CSV wymaga przypisania kolumn',
  'The file holds no transactions': 'Plik nie zawiera transakcji',
  'The file declares a DOCTYPE or entities, or includes other files (XInclude), which no bank statement does; it is refused unread':
    'Plik deklaruje DOCTYPE lub encje albo dołącza inne pliki (XInclude), czego nie robi żaden wyciąg bankowy; został odrzucony bez odczytu',

  // A line's problem, after 'Line 12: '.
  "a quoted field opened on this row is not closed (a '\"' without its pair)":
    "pole w cudzysłowie otwarte w tym wierszu nie jest zamknięte (znak '\"' bez pary)",
  'the row has no amount': 'wiersz nie ma kwoty',
  'the amount is not an amount': 'kwota nie jest prawidłową kwotą',
  'the amount is zero': 'kwota wynosi zero',
  'the file names no currency; choose one': 'plik nie podaje waluty; wybierz ją',
  'the date cannot be read': 'nie można odczytać daty',
  'the amount cannot be read': 'nie można odczytać kwoty',
  'an opening balance is set on the account, not imported':
    'saldo otwarcia ustawia się na koncie, nie importuje',
  "the file holds a NUL character, which no bank's text export has; choose the statement file itself":
    'plik zawiera znak NUL, którego nie ma w żadnym tekstowym eksporcie z banku; wybierz sam plik wyciągu',
  'the entry has no booking date': 'pozycja nie ma daty księgowania',
  'Amt is not an amount with a currency': 'Amt nie jest kwotą z walutą',
  'the value date is not a date': 'data waluty nie jest datą',
  'the entry date is not a date': 'data księgowania nie jest datą',
  'DTPOSTED is not a date': 'DTPOSTED nie jest datą',
  'TRNAMT is not an amount': 'TRNAMT nie jest kwotą',
  'D is not a date': 'D nie jest datą',
  'T is not an amount': 'T nie jest kwotą',
  // A CAMT.053 entry's status, in 'the entry is pending (status PDNG)'.
  pending: 'oczekująca',
  'for information only': 'tylko informacyjna',
  'a future one': 'przyszła',
  // Push notifications
  "Push endpoint must be a browser's push service (Google, Mozilla, Microsoft or Apple)":
    'Adres usługi powiadomień musi należeć do usługi powiadomień przeglądarki (Google, Mozilla, Microsoft lub Apple)',
  'Push notifications are off on this server: it has no VAPID keys':
    'Powiadomienia push są na tym serwerze wyłączone: nie ma on kluczy VAPID',
};
