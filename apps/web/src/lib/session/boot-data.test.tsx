import {
  BOOT_DATA_ELEMENT_ID,
  DEFAULT_PREFERENCES,
  MemberRole,
  type BootData,
} from '@budget/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { groupKeys, preferenceKeys, sessionKeys } from '../query-keys.ts';
import { currentPreferences } from '../preferences/preferences-store.ts';
import { seedBootData, takeBootData } from './boot-data.ts';

const BOOT: BootData = {
  user: {
    id: 'u1',
    username: 'ann',
    email: 'ann@example.test',
    firstName: null,
    lastName: null,
    roles: [],
    isActive: true,
    emailConfirmed: true,
    isEmailConfirmed: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  preferences: { ...DEFAULT_PREFERENCES, displayCurrency: 3 },
  groups: [
    {
      id: 'g1',
      name: '</script> Home',
      description: null,
      role: MemberRole.Owner,
      groupMembers: [],
      timeZone: 'Europe/Warsaw',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

function pageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove());

describe('the boot data the server writes into the page', () => {
  it('is read once: the element goes, and a later start asks the server', () => {
    pageWith(JSON.stringify(BOOT).replace(/</g, '\\u003c'));
    expect(takeBootData()).toEqual(BOOT);
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
    expect(takeBootData()).toBeUndefined();
  });

  it('counts as none when the page has none or it cannot be read', () => {
    expect(takeBootData()).toBeUndefined();
    pageWith('{not json');
    expect(takeBootData()).toBeUndefined();
    pageWith('null');
    expect(takeBootData()).toBeUndefined();
  });

  it('fills the session, preferences and group list the first screen reads', () => {
    const client = new QueryClient();
    seedBootData(client, BOOT);
    expect(client.getQueryData(sessionKeys.current())).toEqual(BOOT.user);
    expect(client.getQueryData(preferenceKeys.current('u1'))).toEqual(BOOT.preferences);
    expect(client.getQueryData(groupKeys.list('u1'))).toEqual(BOOT.groups);
    // Applied at once: the first screen's amounts are asked for in the user's currency.
    expect(currentPreferences()).toEqual(BOOT.preferences);
  });

  it('leaves the group list to be asked for when the page has none', () => {
    const client = new QueryClient();
    seedBootData(client, { ...BOOT, groups: null });
    expect(client.getQueryData(sessionKeys.current())).toEqual(BOOT.user);
    expect(client.getQueryState(groupKeys.list('u1'))).toBeUndefined();
  });
});
