import { describe, expect, it } from 'vitest';
import { invitationSentMessage } from './invitations.ts';
import { messageInPolish, translateMessage, translateMessagePl } from './messages-pl.ts';
import { registerRequestSchema } from './auth.ts';

describe('translateMessagePl', () => {
  it('translates a message of the catalog', () => {
    expect(translateMessagePl('Group not found')).toBe('Nie znaleziono grupy');
    expect(translateMessagePl('Username must be at least 3 characters')).toBe(
      'Nazwa użytkownika musi mieć co najmniej 3 znaki',
    );
  });

  it('translates the messages of a schema as it writes them', () => {
    const result = registerRequestSchema.safeParse({
      userName: 'ab',
      email: 'nope',
      password: 'short',
      confirmPassword: 'short',
    });
    const polish = (result.error?.issues ?? []).map((issue) => messageInPolish(issue.message));
    expect(polish.length).toBeGreaterThan(0);
    expect(polish).not.toContain(undefined);
  });

  it('puts the values of a message with values into its Polish', () => {
    expect(translateMessagePl(invitationSentMessage('ala@example.com'))).toBe(
      'Wysłano zaproszenie na adres ala@example.com.',
    );
    expect(translateMessagePl('Too many requests. Please try again in 42 seconds.')).toBe(
      'Zbyt wiele żądań. Spróbuj ponownie za 42 s.',
    );
    expect(translateMessagePl('A category named "Rent: flat" already exists in this group')).toBe(
      'Kategoria o nazwie „Rent: flat” już istnieje w tej grupie',
    );
  });

  it('translates a message within a message', () => {
    expect(translateMessagePl('Line 12: the amount is zero')).toBe('Wiersz 12: kwota wynosi zero');
    expect(
      translateMessagePl(
        'Line 3: the entry is pending (status PDNG), not booked; import it once the bank has booked it',
      ),
    ).toBe(
      'Wiersz 3: pozycja jest oczekująca (status PDNG) i nie jest zaksięgowana; zaimportuj ją, gdy bank ją zaksięguje',
    );
  });

  it('writes counts in Polish plural', () => {
    const nothing = (rows: string) =>
      translateMessagePl(
        `Nothing to import: none of the ${rows} can be read (first: Line 2: the amount is zero)`,
      );
    expect(nothing('1 row')).toContain('(1 wiersz;');
    expect(nothing('3 rows')).toContain('(3 wiersze;');
    expect(nothing('5 rows')).toContain('(5 wierszy;');
    expect(nothing('12 rows')).toContain('(12 wierszy;');
    expect(nothing('22 rows')).toBe(
      'Nic do zaimportowania: żadnego wiersza nie można odczytać (22 wiersze; pierwszy błąd: Wiersz 2: kwota wynosi zero)',
    );
  });

  it("translates each of the messages a validation answer joins with '; '", () => {
    expect(translateMessagePl('Name is required; Select currency')).toBe(
      'Nazwa jest wymagana; Wybierz walutę',
    );
    // A message the catalog lacks stays as it is, beside the translated ones.
    expect(translateMessagePl('Name is required; Something new')).toBe(
      'Nazwa jest wymagana; Something new',
    );
  });

  it("translates zod's own messages", () => {
    expect(translateMessagePl('Invalid input: expected boolean, received string')).toBe(
      'Nieprawidłowe dane: oczekiwano boolean, otrzymano string',
    );
    expect(translateMessagePl('Unrecognized key: "extra"')).toBe('Nierozpoznany klucz: "extra"');
  });

  it('leaves an unknown message, and machine-read codes, as they are', () => {
    expect(translateMessagePl('Something else')).toBe('Something else');
    expect(translateMessagePl('user_email_not_confirmed')).toBe('user_email_not_confirmed');
    expect(messageInPolish('Line 4: something else')).toBeUndefined();
  });

  it('answers English as written', () => {
    expect(translateMessage('Group not found', 'en')).toBe('Group not found');
    expect(translateMessage('Group not found', 'pl')).toBe('Nie znaleziono grupy');
  });
});
