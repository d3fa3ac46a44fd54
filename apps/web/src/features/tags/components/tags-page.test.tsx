import { MemberRole, type Tag } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { TagsPage } from './tags-page.tsx';

const ann = profileOf();
const household = groupOf();
const club = groupOf({ id: 'g2', name: 'Book club', role: MemberRole.Viewer });
const holiday: Tag = { id: 't1', name: 'Holiday', groupId: 'g1' };
const trip: Tag = { id: 't2', name: 'Trip', groupId: 'g1' };
const garden: Tag = { id: 't3', name: 'Garden', groupId: 'g1' };
const classics: Tag = { id: 't4', name: 'Classics', groupId: 'g2' };

function stub(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [household, club],
    'GET /groups/g1/tags': () => [garden, holiday, trip],
    'GET /groups/g2/tags': () => [classics],
    ...extra,
  });
}

describe('TagsPage', () => {
  it("lists every group's tags, with actions only where the user may write", async () => {
    stub();
    renderRoute(<TagsPage />, { path: '/tags' });
    await screen.findByRole('button', { name: 'Rename Holiday' });
    const table = screen.getByRole('table', { name: 'Tags' });
    const holidayRow = within(table).getByRole('row', { name: /Holiday/ });
    expect(within(holidayRow).getByText('Household')).toBeTruthy();
    expect(
      within(holidayRow)
        .getByRole('link', { name: 'Transactions tagged Holiday' })
        .getAttribute('href'),
    ).toBe('/transactions?groupId=g1&tag=t1');
    const classicsRow = within(table).getByRole('row', { name: /Classics/ });
    expect(within(classicsRow).getByText('Book club')).toBeTruthy();
    expect(within(classicsRow).queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your Tags (4)' })).toBeTruthy();
  });

  it('explains a Viewer everywhere may look but not change', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [club],
      'GET /groups/g2/tags': () => [classics],
    });
    renderRoute(<TagsPage />, { path: '/tags' });
    expect(
      await screen.findByText(
        'You are a Viewer in all your groups, so you can see tags but not change them.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Classics')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add Tag' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: /Rename|Merge|Delete/ })).toBeNull();
  });

  it("adds a tag, showing the server's 409 under the name", async () => {
    let taken = true;
    const api = stub({
      'POST /groups/g1/tags': ({ body }) => {
        if (taken) {
          taken = false;
          return jsonResponse(
            errorEnvelope('A tag named "trip" already exists in this group', 0, {
              name: ['A tag named "trip" already exists in this group'],
            }),
            { status: 409 },
          );
        }
        return { id: 't9', groupId: 'g1', ...(body as { name: string }) };
      },
    });
    renderRoute(<TagsPage />, { path: '/tags', url: '/tags?view=new' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'trip');
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Household' }));
    await user.click(screen.getByRole('button', { name: 'Add Tag' }));
    expect(await screen.findByText('A tag named "trip" already exists in this group')).toBeTruthy();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Renovation');
    await user.click(screen.getByRole('button', { name: 'Add Tag' }));
    expect(await screen.findByText('Tag "Renovation" created')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/tags').map((call) => call.body)).toEqual([
      { name: 'trip' },
      { name: 'Renovation' },
    ]);
  });

  it('renames a tag', async () => {
    const api = stub({ 'PUT /groups/g1/tags/t2': () => ({ ...trip, name: 'Trips' }) });
    renderRoute(<TagsPage />, { path: '/tags' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Trip' }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Trips');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Tag renamed to "Trips"')).toBeTruthy();
    expect(callsTo(api, 'PUT /groups/g1/tags/t2')[0]?.body).toEqual({ name: 'Trips' });
  });

  it("merges into another of the group's tags after saying what happens", async () => {
    const api = stub({ 'POST /groups/g1/tags/t2/merge': () => holiday });
    renderRoute(<TagsPage />, { path: '/tags' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Merge Trip into another tag' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge tag "Trip"?' });
    // The group's other tags only, the first by name chosen.
    const into = within(dialog).getByRole('combobox', { name: 'Merge into' });
    expect(into.textContent).toBe('Garden');
    await user.click(into);
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Garden', 'Holiday']);
    await user.click(screen.getByRole('option', { name: 'Holiday' }));
    expect(
      within(dialog).getByText(/Every transaction tagged "Trip" will be tagged "Holiday"/),
    ).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/tags/t2/merge')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Tag "Trip" merged into "Holiday"')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/tags/t2/merge')[0]?.body).toEqual({ intoTagId: 't1' });
  });

  it('deletes a tag after the shared confirmation', async () => {
    const api = stub({ 'DELETE /groups/g1/tags/t3': () => null });
    renderRoute(<TagsPage />, { path: '/tags' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Garden' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete tag "Garden"?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tag "Garden" deleted')).toBeTruthy();
    await waitFor(() => expect(callsTo(api, 'DELETE /groups/g1/tags/t3')).toHaveLength(1));
  });
});
