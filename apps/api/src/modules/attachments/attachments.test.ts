import { MemberRole, type Attachment, type Transaction } from '@budget/contract';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  download,
  expense,
  multipart,
  noiseJpeg,
  PDF,
  TINY_PNG,
  upload,
} from '../../test/attachments.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestContext } from '../../test/test-app.ts';

const stored = (ctx: TestContext, key: string) =>
  existsSync(join(ctx.app.config.attachments.dir, key));

describeEachDatabase('attachments', (ctx) => {
  it("names the download in both forms, the encoded one without a bare ', (, ) or *", async () => {
    const home = await ownerWithGroup(ctx());
    const spent = await expense(home);
    const sent = await upload(home.ownerClient, spent.id, "Żabka (1)'s*.png", TINY_PNG);
    const file = await download(ctx(), home.ownerClient, `/attachments/${sent.body.data.id}/file`);
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="_abka (1)'s*.png"; filename*=UTF-8''%C5%BBabka%20%281%29%27s%2A.png`,
    );
  });

  it('uploads, lists, downloads with safe headers, makes a thumbnail and deletes', async () => {
    const home = await ownerWithGroup(ctx());
    const spent = await expense(home);
    const photo = await noiseJpeg(1200, 900);
    const sent = await upload(home.ownerClient, spent.id, 'receipt.jpg', photo);
    expect(sent.status).toBe(201);
    const attachment = sent.body.data;
    expect(attachment).toMatchObject({
      transactionId: spent.id,
      groupId: home.group.id,
      fileName: 'receipt.jpg',
      contentType: 'image/jpeg',
      size: photo.length,
      hasThumbnail: true,
    });
    expect(attachment.uploadedBy).toBeTruthy();
    const listed = await home.ownerClient.get<Attachment[]>(
      `/transactions/${spent.id}/attachments`,
    );
    expect(listed.body.data).toEqual([attachment]);
    const row = await home.ownerClient.get<Transaction[]>(`/transactions`, {
      query: { groupIds: home.group.id },
    });
    expect(JSON.stringify(row.body.data)).toContain('"attachmentCount":1');

    const file = await download(ctx(), home.ownerClient, `/attachments/${attachment.id}/file`);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(photo)).toBe(true);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="receipt.jpg"/);
    const thumbnail = await download(
      ctx(),
      home.ownerClient,
      `/attachments/${attachment.id}/thumbnail`,
    );
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(thumbnail.bytes.length).toBeLessThan(photo.length / 4);

    expect(stored(ctx(), attachment.id)).toBe(true);
    const removed = await home.ownerClient.delete(`/attachments/${attachment.id}`);
    expect(removed.status).toBe(200);
    expect(stored(ctx(), attachment.id)).toBe(false);
    expect(stored(ctx(), `${attachment.id}.thumb`)).toBe(false);
    const gone = await download(ctx(), home.ownerClient, `/attachments/${attachment.id}/file`);
    expect(gone.status).toBe(404);
  });

  it('trusts the content, not the name: a PNG named .pdf is a PNG, text named .jpg is refused', async () => {
    const home = await ownerWithGroup(ctx());
    const spent = await expense(home);
    const png = await upload(home.ownerClient, spent.id, 'scan.pdf', TINY_PNG);
    expect(png.status).toBe(201);
    expect(png.body.data.contentType).toBe('image/png');
    const text = await upload(
      home.ownerClient,
      spent.id,
      'photo.jpg',
      Buffer.from('<script>alert(1)</script>'),
    );
    expect(text.status).toBe(400);
    expect(text.body.errors[0]!.message).toBe(
      'Only JPEG, PNG and WebP images and PDF files can be attached',
    );
    expect(text.body.errors[0]!.details).toEqual({ file: [text.body.errors[0]!.message] });

    const pdf = await upload(home.ownerClient, spent.id, 'invoice.pdf', PDF);
    expect(pdf.body.data).toMatchObject({ contentType: 'application/pdf', hasThumbnail: false });
    const file = await download(ctx(), home.ownerClient, `/attachments/${pdf.body.data.id}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);
    const noThumbnail = await download(
      ctx(),
      home.ownerClient,
      `/attachments/${pdf.body.data.id}/thumbnail`,
    );
    expect(noThumbnail.status).toBe(404);

    const empty = await upload(home.ownerClient, spent.id, 'empty.png', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const wrongField = multipart('x.png', TINY_PNG, 'picture');
    const noFile = await home.ownerClient.request(
      'POST',
      `/transactions/${spent.id}/attachments`,
      wrongField,
    );
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors[0]!.message).toBe('Choose a file to attach');
    const json = await home.ownerClient.post(`/transactions/${spent.id}/attachments`, {
      file: 'x',
    });
    expect(json.status).toBe(400);
    // Bodies busboy cannot read: no boundary, and one cut before the file's headers end.
    const path = `/transactions/${spent.id}/attachments`;
    const unreadable = [
      { body: wrongField.body, headers: { 'content-type': 'multipart/form-data' } },
      { body: wrongField.body.subarray(0, 30), headers: wrongField.headers },
    ];
    for (const request of unreadable) {
      const answer = await home.ownerClient.request('POST', path, request);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors[0]!.message).toBe(
        'The file did not arrive whole. Please try again',
      );
    }
    // Nothing half-written stays: only the two accepted files (the PNG's thumbnail aside).
    const incoming = join(ctx().app.config.attachments.dir, '.incoming');
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(incoming)).toEqual([]);
  });

  it('refuses a body of two files rather than keep the first silently; fields around one are let be', async () => {
    const home = await ownerWithGroup(ctx());
    const spent = await expense(home);
    const path = `/transactions/${spent.id}/attachments`;
    const first = multipart('a.png', TINY_PNG);
    const second = multipart('b.pdf', PDF);
    // The first body without its closing boundary, then the second whole: one body, two files.
    const twoFiles = Buffer.concat([
      first.body.subarray(0, first.body.lastIndexOf('--\r\n')),
      second.body.subarray(first.body.indexOf('\r\n') + 2),
    ]);
    const refused = await home.ownerClient.request('POST', path, {
      body: twoFiles,
      headers: first.headers,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.errors[0]!.message).toBe('Attach one file at a time');
    expect(refused.body.errors[0]!.details).toEqual({ file: ['Attach one file at a time'] });
    expect((await home.ownerClient.get<Attachment[]>(path)).body.data).toEqual([]);
    const boundary = first.body.subarray(0, first.body.indexOf('\r\n')).toString();
    const field = `${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\na note\r\n`;
    const fieldThenFile = Buffer.concat([Buffer.from(field), first.body]);
    const kept = await home.ownerClient.request<Attachment>('POST', path, {
      body: fieldThenFile,
      headers: first.headers,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body.data.fileName).toBe('a.png');
    const incoming = join(ctx().app.config.attachments.dir, '.incoming');
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(incoming)).toEqual([]);
  });

  it('lets a Viewer read but not write, and hides everything from an outsider', async () => {
    const home = await ownerWithGroup(ctx());
    const spent = await expense(home);
    const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
    const member = await memberOf(ctx(), home, MemberRole.Member);
    const outsider = await ownerWithGroup(ctx(), 'Elsewhere');
    const sent = await upload(member.client, spent.id, 'receipt.png', TINY_PNG);
    expect(sent.status).toBe(201);
    const id = sent.body.data.id;
    expect((await download(ctx(), viewer.client, `/attachments/${id}/file`)).status).toBe(200);
    expect((await upload(viewer.client, spent.id, 'more.png', TINY_PNG)).status).toBe(403);
    expect((await viewer.client.delete(`/attachments/${id}`)).status).toBe(403);
    expect((await download(ctx(), outsider.ownerClient, `/attachments/${id}/file`)).status).toBe(
      404,
    );
    expect((await outsider.ownerClient.get(`/transactions/${spent.id}/attachments`)).status).toBe(
      404,
    );
    expect((await upload(outsider.ownerClient, spent.id, 'x.png', TINY_PNG)).status).toBe(404);
    expect((await outsider.ownerClient.delete(`/attachments/${id}`)).status).toBe(404);
    expect(stored(ctx(), id)).toBe(true);
  });

  it('removes the files with their transaction and with their group', async () => {
    const home = await ownerWithGroup(ctx());
    const first = await expense(home, 'First');
    const second = await expense(home, 'Second');
    const a = (await upload(home.ownerClient, first.id, 'a.png', TINY_PNG)).body.data.id;
    const b = (await upload(home.ownerClient, second.id, 'b.png', TINY_PNG)).body.data.id;
    expect((await home.ownerClient.delete(`/transactions/${first.id}`)).status).toBe(200);
    await ctx().app.attachments.files.sweep();
    expect(stored(ctx(), a)).toBe(false);
    expect(stored(ctx(), `${a}.thumb`)).toBe(false);
    expect(stored(ctx(), b)).toBe(true);
    expect((await home.ownerClient.delete(`/groups/${home.group.id}`)).status).toBe(200);
    await ctx().app.attachments.files.sweep();
    expect(stored(ctx(), b)).toBe(false);
  });
});
