import type { Tag } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { TagsSelect } from './tags-select.tsx';

const holiday: Tag = { id: 't1', name: 'Holiday', groupId: 'g1' };
const renovation: Tag = { id: 't2', name: 'Renovation', groupId: 'g1' };

function Harness({ groupId = 'g1', initial = [] as string[], known = {} }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <label htmlFor="tags">Tags (optional)</label>
      <TagsSelect
        id="tags"
        groupId={groupId}
        value={value}
        onChange={setValue}
        knownLabels={known}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Chosen tags' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('TagsSelect', () => {
  it("offers the group's tags and chooses them", async () => {
    const api = stubApi({ 'GET /groups/g1/tags': () => [holiday, renovation] });
    renderRoute(<Harness />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Tags (optional)' });
    await waitFor(() => expect(box.getAttribute('placeholder')).toBe('Choose or type a new tag'));
    await user.click(box);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Holiday',
      'Renovation',
    ]);
    await user.click(screen.getByRole('option', { name: 'Renovation' }));
    expect(chips()).toEqual(['Renovation']);
    expect(document.querySelector('output')?.textContent).toBe('t2');
    // A name no tag has is offered to be created after the matches; one a tag has (in any
    // case) is not.
    const offered = () => screen.getAllByRole('option').map((option) => option.textContent);
    await user.type(box, 'holi');
    expect(offered()).toEqual(['Holiday', 'Create tag "holi"']);
    await user.keyboard('DAY');
    expect(offered()).toEqual(['Holiday']);
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Renovation', 'Holiday']);
    expect(callsTo(api, 'POST /groups/g1/tags')).toEqual([]);
  });

  it('creates a tag typed by name and chooses it once the server made it', async () => {
    const api = stubApi({
      'GET /groups/g1/tags': () => [holiday],
      'POST /groups/g1/tags': ({ body }) => ({
        id: 't9',
        name: (body as { name: string }).name,
        groupId: 'g1',
      }),
    });
    renderRoute(<Harness initial={['t1']} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Tags (optional)' }));
    await user.keyboard('  Garden ');
    const offer = screen.getByRole('option', { name: 'Create tag "Garden"' });
    expect(offer.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chips()).toEqual(['Holiday', 'Garden']));
    expect(document.querySelector('output')?.textContent).toBe('t1,t9');
    expect(callsTo(api, 'POST /groups/g1/tags').map((call) => call.body)).toEqual([
      { name: 'Garden' },
    ]);
  });

  it("shows the edited transaction's tag names while the list loads", () => {
    stubApi({ 'GET /groups/g1/tags': () => new Promise(() => {}) });
    renderRoute(<Harness initial={['t1']} known={{ t1: 'Holiday' }} />);
    expect(chips()).toEqual(['Holiday']);
    expect(screen.getByRole('combobox').getAttribute('placeholder')).toBeNull();
  });

  it('waits for a group', () => {
    const api = stubApi({});
    renderRoute(<Harness groupId="" />);
    const box = screen.getByRole('combobox', { name: 'Tags (optional)' });
    expect(box.getAttribute('placeholder')).toBe('Select a group first');
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(api).not.toHaveBeenCalled();
  });
});
