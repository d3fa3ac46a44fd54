import {
  ENTRY_NAMES,
  SplitMethod,
  TransactionType,
  type ImportPerson,
  type Language,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { validationFailed } from '../../../lib/app-error.ts';
import { memberName } from '../../../lib/member-name.ts';
import { fromMinorUnits } from '../../../lib/money.ts';
import type { BulkInput } from '../../write-path/write-path.ts';
import type { ParsedRow } from '../file-text.ts';
import { membersToMatch, type MemberToMatch } from './people.repository.ts';
import { peopleOfRows, type PeoplePart } from './row-people.ts';

// The people of a Splitwise or Spliit file mapped onto the group's members (docs/decisions.md,
// 'Moving in from other apps'): by name or e-mail, any case; the names that match no member
// (or several) are answered once by the importer.

export const PEOPLE_UNANSWERED = 'Say who is who for: {names}';
export const PEOPLE_NOT_MEMBERS = "Each of the file's people must be a member of the group";
export const PEOPLE_TWICE = "Two of the file's people cannot be the same member";

const fold = (text: string | null | undefined) =>
  (text ?? '').trim().normalize('NFC').toLowerCase();

/** The one member a name matches (display name, user name, e-mail, first name), else null. */
export function matchingMember(name: string, members: readonly MemberToMatch[]): string | null {
  const key = fold(name);
  if (key === '') return null;
  const tries: ((member: MemberToMatch) => string)[] = [
    (member) => memberName(member),
    (member) => member.username ?? '',
    (member) => member.email,
    (member) => member.first_name ?? '',
  ];
  for (const of of tries) {
    const found = members.filter((member) => fold(of(member)) === key);
    if (found.length === 1) return (found[0] as MemberToMatch).id;
    if (found.length > 1) return null;
  }
  return null;
}

/** The file's people who take part in its rows, each with the member they match (or null). */
export async function suggestedPeople(
  db: Kysely<Database>,
  groupId: string,
  order: readonly string[],
  rows: readonly ParsedRow[],
): Promise<ImportPerson[]> {
  const members = await membersToMatch(db, groupId);
  return peopleOfRows(order, rows).map((name) => ({
    name,
    userId: matchingMember(name, members),
  }));
}

function refuse(message: string): never {
  throw validationFailed(message, { people: [message] });
}

/**
 * Each person of the file's rows as a member: the importer's answer, else the one member the
 * name matches. A name left unmatched, an answer that is no member, or two names made one
 * member are refused (400), naming what to answer.
 */
export async function resolvePeople(
  db: Kysely<Database>,
  groupId: string,
  order: readonly string[],
  rows: readonly ParsedRow[],
  answers: Readonly<Record<string, string>>,
): Promise<Map<string, string>> {
  const members = await membersToMatch(db, groupId);
  const ids = new Set(members.map((member) => member.id));
  const resolved = new Map<string, string>();
  const unanswered: string[] = [];
  for (const name of peopleOfRows(order, rows)) {
    // Own keys only: a person named 'constructor' is not an answer of every object.
    const userId =
      (Object.hasOwn(answers, name) ? answers[name] : undefined) ?? matchingMember(name, members);
    if (userId === null) unanswered.push(name);
    else resolved.set(name, userId);
  }
  if (unanswered.length > 0) refuse(PEOPLE_UNANSWERED.replace('{names}', unanswered.join(', ')));
  if ([...resolved.values()].some((userId) => !ids.has(userId))) refuse(PEOPLE_NOT_MEMBERS);
  if (new Set(resolved.values()).size !== resolved.size) refuse(PEOPLE_TWICE);
  return resolved;
}

/**
 * A payment is a Transfer, as sharing.service.ts writes a settlement; the request's type allows
 * only expenses and incomes, the write path takes all three.
 */
const TYPE_OF = {
  expense: TransactionType.Expense,
  income: TransactionType.Income,
  payment: TransactionType.Transfer,
} as unknown as Record<PeoplePart['kind'], BulkInput['transactionType']>;

/**
 * A row of the file as the transactions it becomes, each paid by its member and split exactly
 * as the file says; a payment is a recorded payment, with no category, named as a settlement is
 * in the importer's language when the file gives it no title. A second part of a row carries the
 * row's bank id with its number, so importing the file again finds each part.
 */
export function withPeople(
  input: BulkInput,
  row: ParsedRow,
  people: Map<string, string>,
  language: Language,
): BulkInput[] {
  if (!row.people) return [input];
  return row.people.parts.map((part, index) => ({
    ...input,
    transactionType: TYPE_OF[part.kind],
    name: part.kind === 'payment' && !row.title ? ENTRY_NAMES[language].settlement : input.name,
    amount: fromMinorUnits(part.amount),
    categoryIds: part.kind === 'payment' ? [] : input.categoryIds,
    categoryParts: undefined,
    bankId: index === 0 || !input.bankId ? input.bankId : `${input.bankId}/${index + 1}`,
    paidBy: people.get(part.paidBy) as string,
    split: {
      method: SplitMethod.Exact,
      parts: part.shares.map((share) => ({
        userId: people.get(share.name) as string,
        value: fromMinorUnits(share.minor),
      })),
    },
  }));
}
