import { ErrorCode } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error.ts';
import { sendConfirming, shownFailure } from './mutation-errors.ts';

const envelope = (message: string) => ({
  status: 2,
  warnings: [],
  errors: [{ message, code: ErrorCode.Validation }],
});

const failed = (status: number, details: Record<string, string[]> | null, message = 'Invalid') =>
  new ApiClientError({
    message,
    code: status === 409 ? ErrorCode.Conflict : ErrorCode.Validation,
    status,
    details,
    response: envelope(message),
  });

describe('shownFailure', () => {
  it("puts every message of a 400's entries under the fields that show them", () => {
    const error = failed(400, { name: ['name is too long', 'other'], categoryIds: ['Not here'] });
    expect(shownFailure(error, { fields: { name: 'name', categoryIds: 'categoryIds' } })).toEqual({
      fields: [
        ['name', 'name is too long\nother'],
        ['categoryIds', 'Not here'],
      ],
      toasts: [],
    });
  });

  it('toasts the entries no field shows, and only those, once a field shows one', () => {
    const error = failed(400, { name: ['Too long'], page: ['Out of range'], other: ['Too long'] });
    expect(shownFailure(error, { fields: { name: 'name' } })).toEqual({
      fields: [['name', 'Too long']],
      toasts: ['Out of range', 'Too long'],
    });
  });

  it("toasts the error's own messages when no field shows any", () => {
    const error = failed(400, { page: ['Out of range'] }, 'Out of range; page');
    expect(shownFailure(error, { fields: { name: 'name' } })).toEqual({
      fields: [],
      toasts: ['Out of range; page'],
    });
    expect(shownFailure(error, undefined).toasts).toEqual(['Out of range; page']);
  });

  it("maps a 409's keys and nested paths onto the form's fields", () => {
    const duplicate = failed(409, { DuplicateEmail: ['Email taken'] }, 'Email taken');
    const map = { DuplicateEmail: 'email', 'split.*': 'splitMethod' };
    expect(shownFailure(duplicate, { fields: map }).fields).toEqual([['email', 'Email taken']]);
    const split = failed(400, {
      'split.parts.0.value': ['Too big'],
      'split.parts.1.value': ['Too big'],
    });
    expect(shownFailure(split, { fields: map }).fields).toEqual([['splitMethod', 'Too big']]);
  });

  it('leaves the details of other failures to the toast', () => {
    const forbidden = new ApiClientError({
      message: 'No',
      code: ErrorCode.Forbidden,
      status: 403,
      details: { name: ['x'] },
      response: envelope('No'),
    });
    expect(shownFailure(forbidden, { fields: { name: 'name' } })).toEqual({
      fields: [],
      toasts: ['No'],
    });
  });

  it('shows the text of meta.message for any failure the fields leave', () => {
    const meta = { message: 'Failed to send reset instructions. Please try again.' };
    expect(shownFailure(new Error('Network down'), meta).toasts).toEqual([meta.message]);
    const notFound = new ApiClientError({ message: 'Gone', code: ErrorCode.NotFound, status: 404 });
    expect(shownFailure(notFound, meta).toasts).toEqual([meta.message]);
  });

  it('shows nothing of a refusal its caller answers with a question (meta.confirms)', () => {
    const reconciled = failed(409, { confirmReconciled: ['Reconciled'] }, 'Reconciled');
    const meta = { confirms: 'confirmReconciled', fields: { name: 'name' } };
    expect(shownFailure(reconciled, meta)).toEqual({ fields: [], toasts: [] });
    // Any other failure of the same mutation is shown as ever.
    expect(shownFailure(failed(409, { name: ['Taken'] }), meta)).toEqual({
      fields: [['name', 'Taken']],
      toasts: [],
    });
    expect(shownFailure(reconciled, {}).toasts).toEqual(['Reconciled']);
  });
});

describe('sendConfirming', () => {
  const reconciled = () => failed(409, { confirmReconciled: ['Reconciled'] }, 'Reconciled');

  it('sends once when the server agrees, and asks nothing', async () => {
    const sent: boolean[] = [];
    const ask = () => Promise.reject(new Error('not asked'));
    expect(await sendConfirming(async (confirmed) => sent.push(confirmed), ask)).toBe(true);
    expect(sent).toEqual([false]);
  });

  it('asks after a refusal to confirm, and sends again confirmed only when the user agrees', async () => {
    const sent: boolean[] = [];
    const send = async (confirmed: boolean) => {
      sent.push(confirmed);
      if (!confirmed) throw reconciled();
    };
    expect(await sendConfirming(send, async () => false)).toBe(false);
    expect(sent).toEqual([false]);
    expect(await sendConfirming(send, async () => true)).toBe(true);
    expect(sent).toEqual([false, false, true]);
  });

  it('passes any other failure on without asking', async () => {
    const refused = failed(400, { name: ['Too long'] });
    const send = () => Promise.reject(refused);
    await expect(sendConfirming(send, async () => true)).rejects.toBe(refused);
  });
});
