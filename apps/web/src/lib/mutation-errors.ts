import type { ExternalToast } from 'sonner';
import { isApiClientError } from './api-client-error.ts';
import { errorMessagesOf, showErrorMessages } from './show-api-error.ts';

/**
 * Form fields by the `details` keys of a 400 or 409 (docs/decisions.md, 'API') whose messages
 * they show: a key names one details entry, or several where `*` stands for any characters
 * ('split.*' for 'split.parts.0.value').
 */
export type ServerFieldMap = Readonly<Record<string, string>>;

/**
 * How the query client shows a mutation's failure (its `meta`, typed in query-client.ts; a type
 * rather than an interface, as TanStack's meta must be a record).
 */
export type MutationErrorMeta = {
  /** 'caller': the caller shows every failure its own way (the sign-in screen's texts). */
  errors?: 'toast' | 'caller';
  /** The error toasts' options, e.g. the sign-in screens' AUTH_TOAST. */
  toast?: ExternalToast;
  /** One text in place of the server's messages, for any failure. */
  message?: string;
  /** The details entries the form that sends it shows under its fields. */
  fields?: ServerFieldMap;
  /**
   * The details key of a 409 that the caller answers by asking and sending again confirmed
   * (`sendConfirming`), such as a reconciled row's 'confirmReconciled': nothing shows that one.
   */
  confirms?: string;
};

/** The details key of a 409 refusing to change what a reconciliation locked unconfirmed. */
export const CONFIRM_RECONCILED = 'confirmReconciled';

/** Whether the server refused the request until it is confirmed (a 409 naming `key`). */
export function needsConfirming(error: unknown, key: string = CONFIRM_RECONCILED): boolean {
  return isApiClientError(error) && error.status === 409 && error.details?.[key] !== undefined;
}

/**
 * Sends the request; when the server answers that it must be confirmed (a mutation whose meta
 * `confirms` that key, so the query client showed nothing), asks, and sends it again confirmed
 * when the user agrees. Resolves whether it was sent: false when the user said no.
 */
export async function sendConfirming(
  send: (confirmed: boolean) => Promise<unknown>,
  ask: () => Promise<boolean>,
  key: string = CONFIRM_RECONCILED,
): Promise<boolean> {
  try {
    await send(false);
    return true;
  } catch (error) {
    if (!needsConfirming(error, key)) throw error;
  }
  if (!(await ask())) return false;
  await send(true);
  return true;
}

/** A failure's field messages, as [form field, messages one per line], and what is toasted. */
export interface ShownFailure {
  fields: [string, string][];
  toasts: string[];
}

function matches(pattern: string, key: string): boolean {
  if (!pattern.includes('*')) return pattern === key;
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(key);
}

/**
 * The rule, in one place: a failure is shown once. A 400's or 409's `details` entries that
 * meta.fields maps go under those fields (every message of each, one per line); the rest is
 * toasted: the error's messages when no field shows any, else the messages of the entries no
 * field shows; meta.message stands in for whatever would be toasted. So nothing is lost and
 * nothing is shown twice. A 'caller' mutation shows its failures itself, and a refusal the
 * caller answers with a question (meta.confirms) is not shown.
 */
export function shownFailure(error: unknown, meta: MutationErrorMeta | undefined): ShownFailure {
  // The caller asks the user instead (sendConfirming).
  if (meta?.confirms !== undefined && needsConfirming(error, meta.confirms)) {
    return { fields: [], toasts: [] };
  }
  const details =
    isApiClientError(error) && (error.status === 400 || error.status === 409)
      ? (error.details ?? {})
      : {};
  const byField = new Map<string, Set<string>>();
  const rest = new Set<string>();
  for (const [key, messages] of Object.entries(details)) {
    const pattern = Object.keys(meta?.fields ?? {}).find((candidate) => matches(candidate, key));
    const field = pattern === undefined ? undefined : meta?.fields?.[pattern];
    const target = field === undefined ? rest : (byField.get(field) ?? new Set<string>());
    for (const message of messages) target.add(message);
    if (field !== undefined) byField.set(field, target);
  }
  const fields = [...byField].map(([field, messages]): [string, string] => [
    field,
    [...messages].join('\n'),
  ]);
  const toasts = fields.length === 0 ? errorMessagesOf(error) : [...rest];
  if (meta?.message && (toasts.length > 0 || fields.length === 0)) {
    return { fields, toasts: [meta.message] };
  }
  return { fields, toasts };
}

/** What showMutationError left to the fields of the form that sent the mutation. */
const leftToFields = new WeakMap<object, [string, string][]>();

/** The query client's mutation cache shows every failure through this (query-client.ts). */
export function showMutationError(error: unknown, meta: MutationErrorMeta | undefined): void {
  if (meta?.errors === 'caller') return;
  const shown = shownFailure(error, meta);
  if (typeof error === 'object' && error !== null) leftToFields.set(error, shown.fields);
  showErrorMessages(shown.toasts, meta?.toast);
}

/**
 * The field messages of a failed mutation for its form to show; undefined for an error that
 * did not come through the mutation cache (nobody has shown it).
 */
export function fieldMessagesOf(error: unknown): readonly [string, string][] | undefined {
  return typeof error === 'object' && error !== null ? leftToFields.get(error) : undefined;
}
