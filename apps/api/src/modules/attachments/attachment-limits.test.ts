import type { Attachment, Transaction } from '@budget/contract';
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { expense, noiseJpeg, upload } from '../../test/attachments.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

describeEachDatabase(
  'attachment limits',
  (ctx) => {
    it('refuses a file over the per-file limit (413) and one that would pass the group limit', async () => {
      const home = await ownerWithGroup(ctx());
      const spent = await expense(home);
      const big = await noiseJpeg(800, 800, 95);
      expect(big.length).toBeGreaterThan(100 * 1024);
      const refused = await upload(home.ownerClient, spent.id, 'big.jpg', big);
      expect(refused.status).toBe(413);
      expect(refused.body.errors[0]!.message).toBe(
        'The file is larger than 0.1 MB, the most one file may be',
      );
      const small = await noiseJpeg(200, 200, 80);
      let accepted = 0;
      let last = 0;
      for (let i = 0; i < 8; i++) {
        last = (await upload(home.ownerClient, spent.id, `p${i}.jpg`, small)).status;
        if (last !== 201) break;
        accepted++;
      }
      expect(last).toBe(400);
      expect(accepted).toBeGreaterThan(0);
      const listed = await home.ownerClient.get<Attachment[]>(
        `/transactions/${spent.id}/attachments`,
      );
      expect(listed.body.data).toHaveLength(accepted);
      const files = readdirSync(ctx().app.config.attachments.dir).filter(
        (name) => !name.startsWith('.'),
      );
      expect(files).toHaveLength(accepted * 2);
    });

    it('refuses moving a transaction whose attachments would pass the limit of its new group', async () => {
      const home = await ownerWithGroup(ctx());
      const away = (
        await home.ownerClient.post<{ id: string }>('/groups', { name: 'Away', description: '' })
      ).body.data;
      // Each over half the group's 0.05 MB: two cannot be in one group.
      const photo = await noiseJpeg(150, 150, 90);
      expect(photo.length).toBeGreaterThan(0.05 * 1024 * 1024 * 0.5);
      expect(photo.length).toBeLessThan(0.05 * 1024 * 1024);
      const receipt = await expense(home, 'Receipt');
      const bare = await expense(home, 'Bare');
      expect((await upload(home.ownerClient, receipt.id, 'r.jpg', photo)).status).toBe(201);
      const there = await home.ownerClient.post<Transaction>('/transactions', {
        transactionType: 0,
        name: 'Hotel',
        groupId: away.id,
        date: '2026-03-02',
        amount: 300,
        currency: 0,
      });
      const hotelPhoto = await upload(home.ownerClient, there.body.data.id, 'h.jpg', photo);
      expect(hotelPhoto.status).toBe(201);
      const move = (transaction: Transaction) =>
        home.ownerClient.put<Transaction>('/transactions', {
          transactionId: transaction.id,
          transactionType: 0,
          name: transaction.name,
          groupId: away.id,
          date: '2026-03-02',
          amount: 1999,
          currency: 0,
        });

      const refused = await move(receipt);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]!.message).toBe(
        "The group's attachments would pass 0.05 MB, the most it may hold",
      );
      expect(JSON.stringify(refused.body.errors)).toContain('groupId');
      const kept = await home.ownerClient.get<Attachment[]>(
        `/transactions/${receipt.id}/attachments`,
      );
      expect(kept.body.data.map((file) => file.groupId)).toEqual([home.group.id]);
      // Nothing to carry, or room made: the move goes through.
      expect((await move(bare)).status).toBe(200);
      const hotelFile = hotelPhoto.body.data.id;
      expect((await home.ownerClient.delete(`/attachments/${hotelFile}`)).status).toBe(200);
      expect((await move(receipt)).status).toBe(200);
      const moved = await home.ownerClient.get<Attachment[]>(
        `/transactions/${receipt.id}/attachments`,
      );
      expect(moved.body.data.map((file) => file.groupId)).toEqual([away.id]);
    });
  },
  { ATTACHMENTS_MAX_FILE_MB: '0.1', ATTACHMENTS_MAX_GROUP_MB: '0.05' },
);
