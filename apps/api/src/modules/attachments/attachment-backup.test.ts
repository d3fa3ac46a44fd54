import type {
  Attachment,
  Group,
  GroupBackup,
  Transaction,
  TransactionPage,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { download, noiseJpeg, PDF, TINY_PNG, upload } from '../../test/attachments.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

describeEachDatabase('attachments in a group backup', (ctx) => {
  it('carries the files in the backup and puts them back on restore', async () => {
    const home = await ownerWithGroup(ctx());
    const expense = async (name: string) =>
      (
        await home.ownerClient.post<Transaction>('/transactions', {
          transactionType: 0,
          name,
          groupId: home.group.id,
          date: '2026-02-02',
          amount: 10,
          currency: 0,
        })
      ).body.data.id;
    const fridge = await expense('Fridge');
    const bread = await expense('Bread');
    await expense('Nothing attached');
    const photo = await noiseJpeg(400, 300);
    expect((await upload(home.ownerClient, fridge, 'receipt.jpg', photo)).status).toBe(201);
    expect((await upload(home.ownerClient, fridge, 'warranty.pdf', PDF)).status).toBe(201);
    expect((await upload(home.ownerClient, bread, 'bread.png', TINY_PNG)).status).toBe(201);

    const file = await home.ownerClient.get(`/groups/${home.group.id}/backup`);
    expect(file.status).toBe(200);
    const backup = JSON.parse(file.text) as GroupBackup;
    expect(backup.attachments).toHaveLength(3);
    expect(backup.attachmentsLeftOut).toBe(0);
    expect(backup.transactions.filter((item) => item.id)).toHaveLength(2);

    const restored = await home.ownerClient.post<Group>('/groups/restore', backup);
    expect(restored.status).toBe(201);
    const page = await home.ownerClient.get<TransactionPage>('/transactions', {
      query: { groupIds: restored.body.data.id },
    });
    const rows = new Map(page.body.data.transactions.map((row) => [row.name, row]));
    expect(rows.get('Fridge')!.attachmentCount).toBe(2);
    expect(rows.get('Bread')!.attachmentCount).toBe(1);
    expect(rows.get('Nothing attached')!.attachmentCount).toBe(0);
    expect(rows.get('Fridge')!.id).not.toBe(fridge);
    const listed = await home.ownerClient.get<Attachment[]>(
      `/transactions/${rows.get('Fridge')!.id}/attachments`,
    );
    expect(listed.body.data.map((a) => [a.fileName, a.contentType, a.hasThumbnail])).toEqual([
      ['receipt.jpg', 'image/jpeg', true],
      ['warranty.pdf', 'application/pdf', false],
    ]);
    const bytes = await download(
      ctx(),
      home.ownerClient,
      `/attachments/${listed.body.data[0]!.id}/file`,
    );
    expect(bytes.bytes.equals(photo)).toBe(true);
  });

  it('refuses a backup whose attachment names a transaction it does not hold', async () => {
    const home = await ownerWithGroup(ctx());
    const file = await home.ownerClient.get(`/groups/${home.group.id}/backup`);
    const backup = JSON.parse(file.text) as GroupBackup;
    backup.attachments = [
      {
        transactionId: 'nowhere',
        fileName: 'x.png',
        createdAt: new Date().toISOString(),
        data: TINY_PNG.toString('base64'),
      },
    ];
    const refused = await home.ownerClient.post('/groups/restore', backup);
    expect(refused.status).toBe(400);
  });
});
