import { MemberRole, type Tag } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

const names = (tags: Tag[]) => tags.map((t) => t.name);

async function tagOf(home: GroupFixture, name: string): Promise<Tag> {
  const created = await home.ownerClient.post<Tag>(`/groups/${home.group.id}/tags`, { name });
  expect(created.status).toBe(201);
  return created.body.data;
}

describeEachDatabase('tags', (ctx) => {
  it('creates, lists, renames and deletes the tags of a group', async () => {
    const home = await ownerWithGroup(ctx());
    const path = `/groups/${home.group.id}/tags`;
    const client = home.ownerClient;
    const trip = await tagOf(home, ' Trip\u200B ');
    expect(trip).toEqual({ id: trip.id, name: 'Trip', groupId: home.group.id });
    await tagOf(home, 'car');
    expect(names((await client.get<Tag[]>(path)).body.data)).toEqual(['car', 'Trip']);

    const renamed = await client.put<Tag>(`${path}/${trip.id}`, { name: 'Holiday' });
    expect(renamed.body.data).toMatchObject({ id: trip.id, name: 'Holiday' });
    // The list cached before the rename is not answered again (the group's version moved).
    expect(names((await client.get<Tag[]>(path)).body.data)).toEqual(['car', 'Holiday']);

    expect((await client.delete(`${path}/${trip.id}`)).status).toBe(200);
    expect(names((await client.get<Tag[]>(path)).body.data)).toEqual(['car']);
    const gone = await client.put(`${path}/${trip.id}`, { name: 'Again' });
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0]?.message).toBe('Tag not found');
  });

  it('merges a tag into another: the other stays, the merged one goes', async () => {
    const home = await ownerWithGroup(ctx());
    const path = `/groups/${home.group.id}/tags`;
    const [trip, holiday] = [await tagOf(home, 'Trip'), await tagOf(home, 'Holiday')];
    const merged = await home.ownerClient.post<Tag>(`${path}/${trip.id}/merge`, {
      intoTagId: holiday.id,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toEqual(holiday);
    expect((await home.ownerClient.get<Tag[]>(path)).body.data).toEqual([holiday]);
  });

  it('keeps names unique per group by their key (409), not across groups', async () => {
    const home = await ownerWithGroup(ctx());
    const work = await ownerWithGroup(ctx());
    const trip = await tagOf(home, 'Trip');
    const again = await home.ownerClient.post(`/groups/${home.group.id}/tags`, {
      name: 'TR\u00ADIP',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.details).toEqual({
      name: ['A tag named "TRIP" already exists in this group'],
    });
    await tagOf(work, 'Trip');
    const car = await tagOf(home, 'Car');
    const clash = await home.ownerClient.put(`/groups/${home.group.id}/tags/${car.id}`, {
      name: 'trip',
    });
    expect(clash.status).toBe(409);
    // Renaming to its own name in another case is no clash.
    const recased = await home.ownerClient.put<Tag>(`/groups/${home.group.id}/tags/${trip.id}`, {
      name: 'TRIP',
    });
    expect(recased.body.data.name).toBe('TRIP');
  });

  it('validates names and ids with field errors', async () => {
    const home = await ownerWithGroup(ctx());
    const path = `/groups/${home.group.id}/tags`;
    const blank = await home.ownerClient.post(path, { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0]?.details).toEqual({ name: ['Name is required'] });
    const long = await home.ownerClient.post(path, { name: 'x'.repeat(101) });
    expect(long.body.errors[0]?.details).toEqual({
      name: ['Name must be 100 characters or less'],
    });
    const trip = await tagOf(home, 'Trip');
    const self = await home.ownerClient.post(`${path}/${trip.id}/merge`, { intoTagId: trip.id });
    expect(self.status).toBe(400);
    expect(self.body.errors[0]?.details).toEqual({
      intoTagId: ['A tag cannot be merged into itself'],
    });
    const elsewhere = await tagOf(await ownerWithGroup(ctx()), 'Trip');
    const foreign = await home.ownerClient.post(`${path}/${trip.id}/merge`, {
      intoTagId: elsewhere.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]?.details).toEqual({ intoTagId: ['Tag not found'] });
  });

  it("lets Viewers read only, and hides another group's tags (404)", async () => {
    const home = await ownerWithGroup(ctx());
    const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
    const member = await memberOf(ctx(), home, MemberRole.Member);
    const outsider = await ownerWithGroup(ctx());
    const path = `/groups/${home.group.id}/tags`;
    const trip = await tagOf(home, 'Trip');
    expect(names((await viewer.client.get<Tag[]>(path)).body.data)).toEqual(['Trip']);
    expect((await viewer.client.post(path, { name: 'X' })).status).toBe(403);
    expect((await viewer.client.put(`${path}/${trip.id}`, { name: 'X' })).status).toBe(403);
    expect((await viewer.client.delete(`${path}/${trip.id}`)).status).toBe(403);
    expect((await member.client.post(path, { name: 'Car' })).status).toBe(201);

    const client = outsider.ownerClient;
    expect((await client.get(path)).status).toBe(404);
    const rename = await client.put(`${path}/${trip.id}`, { name: 'Mine' });
    expect(rename.status).toBe(404);
    expect(rename.body.errors[0]?.message).toBe('Tag not found');
    // A tag named under a group it is not of: 404 even to the Owner of that group.
    const wrongGroup = await client.delete(`/groups/${outsider.group.id}/tags/${trip.id}`);
    expect(wrongGroup.status).toBe(404);
    expect(names((await home.ownerClient.get<Tag[]>(path)).body.data)).toEqual(['Car', 'Trip']);
  });
});
