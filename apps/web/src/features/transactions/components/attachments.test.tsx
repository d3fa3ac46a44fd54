import type { Attachment } from '@budget/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { fakeUploads } from '@/test/fake-upload.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  club,
  household,
  listHandler,
  rent,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded forms come with the file, so waits time the screen, not Vite compiling them.
import './add-transaction-form.tsx';
import './edit-transaction-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function attachmentOf(overrides: Partial<Attachment> = {}): Attachment {
  return {
    id: 'a1',
    transactionId: 't1',
    groupId: 'g1',
    fileName: 'receipt.jpg',
    contentType: 'image/jpeg',
    size: 120_000,
    hasThumbnail: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    uploadedBy: 'Ann',
    ...overrides,
  };
}

const invoice = attachmentOf({
  id: 'a2',
  fileName: 'invoice.pdf',
  contentType: 'application/pdf',
  hasThumbnail: false,
});
const rentWithFiles = { ...rent, attachmentCount: 2 };
const novel = transactionOf({ id: 't2', name: 'Novel', groupId: 'g2', attachmentCount: 1 });

function stubList(extra: Record<string, () => unknown> = {}) {
  return stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [household, club],
    'GET /transactions': listHandler([
      rentWithFiles,
      novel,
      transactionOf({ id: 't3', name: 'Tea' }),
    ]),
    'GET /transactions/t1/attachments': () => [attachmentOf(), invoice],
    'GET /transactions/t2/attachments': () => [attachmentOf({ id: 'a3', transactionId: 't2' })],
    ...extra,
  });
}

const file = (name: string, type: string) => new File(['x'.repeat(2048)], name, { type });

describe('attachments on the transactions list', () => {
  it('marks rows with attachments with a paperclip and their count; none without', async () => {
    stubList();
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    expect(await screen.findByRole('button', { name: 'Rent: 2 attachments' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novel: 1 attachment' })).toBeTruthy();
    const tea = screen.getByRole('row', { name: /Tea/ });
    expect(within(tea).queryByRole('button', { name: /attachment/ })).toBeNull();
  });

  it("lets a Viewer open the group's receipt and download it, with nothing to delete", async () => {
    stubList();
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Novel: 1 attachment' }));
    const viewer = await screen.findByRole('dialog', { name: 'receipt.jpg' });
    // The dialog takes the focus, not its first button.
    await waitFor(() => expect(document.activeElement).toBe(viewer));
    const image = await within(viewer).findByRole('img', { name: 'receipt.jpg' });
    expect(image.getAttribute('src')).toBe('/api/v1/attachments/a3/file');
    const download = within(viewer).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('/api/v1/attachments/a3/file');
    expect(within(viewer).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('shows a PDF as its name and a download, and deletes an attachment once asked', async () => {
    const api = stubList({ 'DELETE /attachments/a2': () => null });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rent: 2 attachments' }));
    const viewer = await screen.findByRole('dialog', { name: 'receipt.jpg' });
    await user.click(await within(viewer).findByRole('button', { name: 'Open invoice.pdf' }));
    expect(await within(viewer).findByText(/PDF document/)).toBeTruthy();
    expect(within(viewer).queryByRole('img', { name: 'invoice.pdf' })).toBeNull();
    const lists = callsTo(api, 'GET /transactions').length;
    await user.click(within(viewer).getByRole('button', { name: 'Delete invoice.pdf' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete this attachment?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Attachment deleted')).toBeTruthy();
    expect(callsTo(api, 'DELETE /attachments/a2')).toHaveLength(1);
    // The rows count their attachments: the list is asked again.
    await waitFor(() => expect(callsTo(api, 'GET /transactions').length).toBeGreaterThan(lists));
  });
});

describe('attaching files in the forms', () => {
  it('sends a chosen file at once in the edit form, showing how far it came', async () => {
    const uploads = fakeUploads();
    let stored: Attachment[] = [];
    const api = stubList({ 'GET /transactions/t1/attachments': () => stored });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit Rent, / }));
    const area = await screen.findByRole('region', { name: 'Attachments' });
    await user.upload(within(area).getByLabelText('Choose files'), file('shop.png', 'image/png'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [upload] = uploads;
    expect(upload!.url).toBe('/api/v1/transactions/t1/attachments');
    expect((upload!.body.get('file') as File).name).toBe('shop.png');
    upload!.progress(512, 1024);
    const bar = within(area).getByRole('progressbar', { name: 'Sending shop.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    stored = [attachmentOf({ id: 'a9', fileName: 'shop.png', contentType: 'image/png' })];
    upload!.succeed(stored[0]);
    const thumb = await within(area).findByRole('img', { name: 'shop.png' });
    expect(thumb.getAttribute('src')).toBe('/api/v1/attachments/a9/thumbnail');
    expect(thumb.getAttribute('loading')).toBe('lazy');
    expect(within(area).queryByRole('progressbar')).toBeNull();
    expect(callsTo(api, 'GET /transactions').length).toBeGreaterThan(2);
  });

  it("takes a file dropped on the box, and shows the server's refusal under it", async () => {
    const uploads = fakeUploads();
    stubList({ 'GET /transactions/t1/attachments': () => [] });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit Rent, / }));
    const area = await screen.findByRole('region', { name: 'Attachments' });
    fireEvent.drop(within(area).getByTestId('attachments-drop'), {
      dataTransfer: { files: [file('scan.jpg', 'image/jpeg')] },
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.refuse(413, 'The file is larger than 10 MB, the most one file may be', 413);
    expect((await within(area).findByRole('alert')).textContent).toBe(
      'scan.jpg was not attached: The file is larger than 10 MB, the most one file may be',
    );
  });

  it('keeps files chosen in the add form until the transaction is added, then sends them', async () => {
    const uploads = fakeUploads();
    const added = transactionOf({ id: 't9', name: 'Bread' });
    const api = stubList({ 'POST /transactions': () => added });
    renderRoute(<TransactionsPage />, {
      path: '/transactions',
      url: '/transactions?groupId=g1&action=quick_add',
    });
    const user = userEvent.setup();
    const area = await screen.findByRole('region', { name: 'Attachments' });
    await user.upload(within(area).getByLabelText('Choose files'), file('bread.jpg', 'image/jpeg'));
    expect(within(area).getByText('Attached when the transaction is added')).toBeTruthy();
    expect(uploads).toHaveLength(0);
    await user.type(screen.getByLabelText('Value'), '4.50');
    await user.type(screen.getByLabelText('Name'), 'Bread');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(callsTo(api, 'POST /transactions')).toHaveLength(1);
    expect(uploads[0]!.url).toBe('/api/v1/transactions/t9/attachments');
    uploads[0]!.succeed(attachmentOf({ transactionId: 't9' }));
    expect(await screen.findByRole('region', { name: 'Expenses' })).toBeTruthy();
  });
});
