import {
  Currency,
  DEFAULT_PREFERENCES,
  ErrorCode,
  TransactionType,
  type Group,
  type MoneyAccount,
} from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/accounts.ts';
import { describeEachDatabase } from '../test/each-database.ts';
import { ownerWithGroup } from '../test/groups.ts';
import type { TestClient } from '../test/test-app.ts';
import { acceptedLanguage } from './reader-language.ts';

describe('acceptedLanguage', () => {
  it('takes the first language of the header the app is written in, by preference', () => {
    expect(acceptedLanguage('pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('pl');
    expect(acceptedLanguage('de-DE,de;q=0.9,en;q=0.5,pl;q=0.4')).toBe('en');
    expect(acceptedLanguage('en;q=0.5, pl;q=0.8')).toBe('pl');
    expect(acceptedLanguage('PL')).toBe('pl');
    expect(acceptedLanguage('pl;q=0, en')).toBe('en');
  });

  it('answers null for a header without either', () => {
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage('de, fr;q=0.5, *;q=0.1')).toBeNull();
  });
});

const POLISH = { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' };
const UNKNOWN_GROUP = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('answers in the reader’s language', (ctx) => {
  const chooseLanguage = (client: TestClient, language: 'en' | 'pl' | null) =>
    client.put('/users/me/preferences', { ...DEFAULT_PREFERENCES, language });

  it('answers English as written by default', async () => {
    const { ownerClient: client } = await ownerWithGroup(ctx());
    const invalid = await client.post('/groups', { name: '   ' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({
      code: ErrorCode.Validation,
      message: 'Group name is required',
      details: { name: ['Group name is required'] },
    });
    const missing = await client.get('/categories', { query: { groupsId: UNKNOWN_GROUP } });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]?.message).toBe('Group not found');
    const german = await client.get('/categories', {
      query: { groupsId: UNKNOWN_GROUP },
      headers: { 'accept-language': 'de' },
    });
    expect(german.body.errors[0]?.message).toBe('Group not found');
  });

  it('answers Polish validation and not-found messages to Accept-Language: pl', async () => {
    const client = ctx().client();
    const invalid = await client.post(
      '/auth/register',
      { userName: 'ab', email: 'not-an-address', password: 'short' },
      { headers: POLISH },
    );
    expect(invalid.status).toBe(400);
    const [error] = invalid.body.errors;
    expect(error?.code).toBe(ErrorCode.Validation);
    expect(error?.details?.userName).toEqual(['Nazwa użytkownika musi mieć co najmniej 3 znaki']);
    expect(error?.details?.email).toEqual(['Wpisz prawidłowy adres e-mail']);
    expect(error?.details?.password).toContain('Hasło musi mieć co najmniej 8 znaków');
    expect(error?.message).toContain('Nazwa użytkownika musi mieć co najmniej 3 znaki; ');

    const unauthorized = await client.get('/groups', { headers: POLISH });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body.errors[0]?.message).toBe('Sesja wygasła. Zaloguj się ponownie.');

    const { ownerClient } = await ownerWithGroup(ctx());
    const missing = await ownerClient.get('/categories', {
      query: { groupsId: UNKNOWN_GROUP },
      headers: POLISH,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]?.message).toBe('Nie znaleziono grupy');
    const noRoute = await client.get('/nothing-here', { headers: POLISH });
    expect(noRoute.status).toBe(404);
    expect(noRoute.body.errors[0]?.message).toBe('Brak ścieżki GET /api/v1/nothing-here');
  });

  it('answers Polish to a user whose language is Polish, without the header', async () => {
    const { ownerClient: client } = await ownerWithGroup(ctx());
    expect((await chooseLanguage(client, 'pl')).status).toBe(200);
    const invalid = await client.post('/groups', { name: '   ' });
    expect(invalid.body.errors[0]).toMatchObject({
      message: 'Nazwa grupy jest wymagana',
      details: { name: ['Nazwa grupy jest wymagana'] },
    });
    // The user's choice comes before the browser's.
    const missing = await client.get('/categories', {
      query: { groupsId: UNKNOWN_GROUP },
      headers: { 'accept-language': 'en' },
    });
    expect(missing.body.errors[0]?.message).toBe('Nie znaleziono grupy');

    expect((await chooseLanguage(client, 'en')).status).toBe(200);
    const english = await client.get('/categories', {
      query: { groupsId: UNKNOWN_GROUP },
      headers: POLISH,
    });
    expect(english.body.errors[0]?.message).toBe('Group not found');
  });

  it('translates warnings, and keeps cached answers the same in every language', async () => {
    const { group, ownerClient: client } = await ownerWithGroup(ctx());
    const invited = await client.put<Group>(
      '/groups/assign-users',
      { groupId: group.id, userEmails: ['nobody-yet@example.test'] },
      { headers: POLISH },
    );
    expect(invited.body.warnings).toEqual([
      { message: 'Wysłano zaproszenie na adres nobody-yet@example.test.' },
    ]);
    // Answers kept by the answer cache hold no translated text: one copy serves both languages.
    const english = await client.get('/groups', { query: { includeMembers: 'true' } });
    const polish = await client.get('/groups', {
      query: { includeMembers: 'true' },
      headers: POLISH,
    });
    expect(polish.text).toBe(english.text);
  });

  it('writes the CSV export’s header row and types in the reader’s language', async () => {
    const { group, ownerClient: client } = await ownerWithGroup(ctx());
    await client.post('/transactions', {
      transactionType: TransactionType.Income,
      name: 'Pensja',
      groupId: group.id,
      date: '2024-03-01',
      amount: 100,
      currency: Currency.PLN,
    });
    const accounts = await client.get<MoneyAccount[]>(`/groups/${group.id}/money-accounts`);
    const savings = await client.post<MoneyAccount>(`/groups/${group.id}/money-accounts`, {
      name: 'Oszczędności',
      currency: Currency.PLN,
    });
    const moved = await client.post(`/groups/${group.id}/transfers`, {
      fromMoneyAccountId: accounts.body.data[0]?.id,
      toMoneyAccountId: savings.body.data.id,
      name: 'Na wakacje',
      amount: 40,
      date: '2024-03-02',
    });
    expect(moved.status).toBe(201);
    const query = { groupIds: group.id };
    const english = await client.get('/reports/export', { query });
    expect(english.text.split('\r\n')[0]).toBe(
      '\uFEFFDate,Type,Name,Description,Group,Categories,Amount,Currency,Tags',
    );
    const polish = await client.get('/reports/export', { query, headers: POLISH });
    const [header, row] = polish.text.split('\r\n');
    // As a Polish spreadsheet reads it: semicolons between cells, decimal commas.
    expect(header).toBe('\uFEFFData;Typ;Nazwa;Opis;Grupa;Kategorie;Kwota;Waluta;Tagi');
    expect(row).toBe('2024-03-01;Przychód;Pensja;;Home;;100,00;PLN;');
    // A transfer between accounts is a 'Przelew', as the web app's Polish calls it.
    expect(polish.text.split('\r\n')[2]).toMatch(/^2024-03-02;Przelew;Na wakacje;/);
    expect(english.text.split('\r\n')[2]).toMatch(/^2024-03-02,Transfer,Na wakacje,/);
  });

  it('leaves a user who never chose a language to the browser', async () => {
    const user = await createUser(ctx());
    const client = await signIn(ctx(), user);
    const missing = await client.get('/categories', {
      query: { groupsId: UNKNOWN_GROUP },
      headers: POLISH,
    });
    expect(missing.body.errors[0]?.message).toBe('Nie znaleziono grupy');
  });
});
