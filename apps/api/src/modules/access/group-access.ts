import { MemberRole, type Language } from '@budget/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import type { AuthSession } from '../sessions/sessions.service.ts';
import { findRole, listMemberships, type Membership } from './access.repository.ts';

/** What a caller may do in a group (docs/decisions.md, 'Groups and authorization'). */
export const GroupAction = {
  Read: 'read',
  /** Create, edit, delete transactions, budgets and categories. */
  Write: 'write',
  AddMember: 'add-member',
  /** Change a role, remove a member who is not an Owner. */
  ManageMembers: 'manage-members',
  DeleteGroup: 'delete-group',
  /** Rename the group, change its description and time zone. */
  EditGroup: 'edit-group',
  Leave: 'leave',
} as const;
export type GroupAction = (typeof GroupAction)[keyof typeof GroupAction];

const { Owner, Member, Viewer } = MemberRole;

export const ROLES_ALLOWED: Record<GroupAction, readonly number[]> = {
  [GroupAction.Read]: [Owner, Member, Viewer],
  [GroupAction.Write]: [Owner, Member],
  [GroupAction.AddMember]: [Owner, Member],
  [GroupAction.ManageMembers]: [Owner],
  [GroupAction.DeleteGroup]: [Owner],
  [GroupAction.EditGroup]: [Owner],
  [GroupAction.Leave]: [Owner, Member, Viewer],
};

const DENIED: Record<GroupAction, string> = {
  [GroupAction.Read]: 'You cannot read this group',
  [GroupAction.Write]: 'Viewers can only read this group',
  [GroupAction.AddMember]: 'Viewers cannot add members',
  [GroupAction.ManageMembers]: 'Only an Owner can change roles or remove members',
  [GroupAction.DeleteGroup]: 'Only an Owner can delete the group',
  [GroupAction.EditGroup]: 'Only an Owner can change the group',
  [GroupAction.Leave]: 'You cannot leave this group',
};

export const GROUP_NOT_FOUND = 'Group not found';
export const EMAIL_NOT_CONFIRMED_FOR_GROUPS =
  'Group functions require a confirmed e-mail address. Confirm your e-mail address first.';

/**
 * The role, once it may do the action: not a member (undefined) -> 404 naming what was asked
 * for, a role that may not act -> 403. The write path applies it again under the group's lock.
 */
export function checkRole(
  role: number | undefined,
  action: GroupAction,
  notFoundMessage = GROUP_NOT_FOUND,
): number {
  if (role === undefined) throw notFound(notFoundMessage);
  if (!ROLES_ALLOWED[action].includes(role)) throw forbidden(DENIED[action]);
  return role;
}

/**
 * The caller's access to groups, resolved from the database once per group per request, so a
 * role change or removal applies on the very next request. Every group-owned resource asks it
 * before touching a repository: not a member -> 404 (the group's existence is not revealed),
 * a role that may not act -> 403.
 */
export class GroupAccess {
  readonly userId: string;
  /** The language the caller reads (mails sent on their behalf fall back to it). */
  readonly language: Language;
  private readonly session: AuthSession;
  private readonly db: Kysely<Database>;
  private readonly roles = new Map<string, Promise<number | undefined>>();
  private memberships: Promise<Map<string, Membership>> | undefined;

  constructor(db: Kysely<Database>, session: AuthSession, language?: Language) {
    this.db = db;
    this.session = session;
    this.userId = session.userId;
    this.language = language ?? session.language ?? 'en';
    // Read with the session in this request: as current as a query of our own would be.
    this.memberships = Promise.resolve(
      new Map(
        session.memberships.map(({ groupId, role, version }) => [groupId, { role, version }]),
      ),
    );
  }

  /** When rates were last imported, read with the session: conversions use those rates. */
  get ratesStamp(): string | null {
    return this.session.ratesStamp;
  }

  /** Group functions need a confirmed e-mail (403 saying so). */
  requireConfirmedEmail(): void {
    if (!this.session.emailConfirmed) throw forbidden(EMAIL_NOT_CONFIRMED_FOR_GROUPS);
  }

  /**
   * The caller's role in the group, once it is allowed to do the action there. `notFoundMessage`
   * names the resource the caller asked for (a category, a transaction) when it is not theirs.
   */
  async require(
    groupId: string,
    action: GroupAction,
    notFoundMessage = GROUP_NOT_FOUND,
  ): Promise<number> {
    this.requireConfirmedEmail();
    let role = this.roles.get(groupId);
    if (!role) {
      role = this.memberships
        ? this.memberships.then((all) => all.get(groupId)?.role)
        : findRole(this.db, groupId, this.userId);
      this.roles.set(groupId, role);
    }
    return checkRole(await role, action, notFoundMessage);
  }

  /**
   * The groups the caller may do the action in: the requested ones (each checked, 404 when not
   * a member), or with none requested every group of the caller that allows it.
   */
  async groupsFor(action: GroupAction, requested: readonly string[] = []): Promise<string[]> {
    this.requireConfirmedEmail();
    this.memberships ??= listMemberships(this.db, this.userId);
    const all = await this.memberships;
    if (requested.length === 0) {
      return [...all]
        .filter(([, membership]) => ROLES_ALLOWED[action].includes(membership.role))
        .map(([id]) => id);
    }
    const unique = [...new Set(requested)];
    for (const groupId of unique) await this.require(groupId, action);
    return unique;
  }

  /**
   * The data versions of groups the caller may read (after groupsFor): a key under which an answer
   * computed from those groups stays valid until any of them changes.
   */
  async versionsOf(groupIds: readonly string[]): Promise<string> {
    this.memberships ??= listMemberships(this.db, this.userId);
    const all = await this.memberships;
    return [...groupIds]
      .sort()
      .map((id) => `${id}:${all.get(id)?.version ?? 'x'}`)
      .join(',');
  }

  /**
   * After this request wrote to a group's money: its data version moved, so the versions read
   * before the write (with the memberships) are read again for an answer of the new state.
   */
  wrote(): void {
    this.memberships = undefined;
  }

  /** After this request changed the caller's own membership. */
  forget(groupId: string): void {
    this.roles.delete(groupId);
    this.memberships = undefined;
  }
}

const perRequest = new WeakMap<FastifyRequest, GroupAccess>();

/** The request's GroupAccess (routes behind app.authenticate). */
export function groupAccess(request: FastifyRequest): GroupAccess {
  let access = perRequest.get(request);
  if (!access) {
    access = new GroupAccess(request.server.db, sessionOf(request), readerLanguage(request));
    perRequest.set(request, access);
  }
  return access;
}
