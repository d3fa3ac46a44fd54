import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contract from '@budget/contract';
import ts from 'typescript';

/**
 * The messages written in the contract's and the API's sources, found in their syntax trees: what
 * a check or an error can answer, so a test can ask the Polish catalog for each
 * (docs/decisions.md, 'Languages').
 */

export const REPOSITORY = new URL('../../../../', import.meta.url).pathname;

/** Where messages are written: the contract's schemas and the API's code. */
const SOURCE_DIRECTORIES = ['packages/contract/src', 'apps/api/src'];

/** Files that write no message a reader sees, or whose texts are checked elsewhere. */
const SKIPPED_FILES = [
  /\.test\.ts$/,
  /\.fixture\.ts$/,
  /^apps\/api\/src\/test\//,
  /^apps\/api\/src\/db\//,
  // The catalog itself, and the list of endpoints (paths, not messages).
  /^packages\/contract\/src\/messages-pl.*\.ts$/,
  /^packages\/contract\/src\/api-endpoints\.ts$/,
  // E-mails and push notifications: each has its Polish beside its English, checked by the
  // compiler.
  /\.mails\.ts$/,
  /^apps\/api\/src\/modules\/notifications\/notification-texts\.ts$/,
  // The names the server gives entries itself, each language's beside the other's.
  /^packages\/contract\/src\/entry-names\.ts$/,
  // The names of browsers and systems a device is labelled with.
  /^apps\/api\/src\/modules\/notifications\/device-label\.ts$/,
  // Start-up and configuration: the operator's console, in English.
  /^apps\/api\/src\/(listen|server|services|schedules)\.ts$/,
  /^apps\/api\/src\/plugins\/(config|attachments-config|mailer|web-app)\.ts$/,
  /^apps\/api\/src\/lib\/locations\.ts$/,
];

/** Properties whose text documents the API (OpenAPI) or names a thing, rather than a message. */
const NOT_MESSAGE_PROPERTIES = new Set(['summary', 'description', 'title', 'name', 'tags']);

/** Texts in the sources' message shapes that are no message. */
const NOT_MESSAGES = new Set([
  // OpenAPI: a tag, and what a CSV answer holds.
  'Exchange rates',
  'Money accounts',
  'The CSV file, as an attachment: a header row, then one row per transaction',
  // The name an imported transaction without one is stored with: data, not a message.
  'Bank transaction',
  // The name of a group's first money account, stored as data (docs/decisions.md, 'Money accounts').
  'Main account',
]);

/** Calls whose text is not a message: logs, SQL, internal checks. */
const NOT_MESSAGE_CALLS =
  /(\blog\.(info|warn|error|debug|trace|fatal)|\.exec|\.includes|\.describe|streamedReplies)$/;

/** Errors no reader sees: a 500 answers 'An unexpected error occurred'. */
const INTERNAL_ERRORS = new Set(['Error', 'TypeError', 'RangeError', 'AggregateError']);

/** zod's checks, and the helpers that take a message: their text arguments are messages. */
const MESSAGE_CALLS =
  /(\.|^)(min|max|length|regex|refine|positive|nonnegative|int|finite|nonempty|startsWith|endsWith|multipleOf|gt|gte|lt|lte|email|issue|refuse|badRequest|validationFailed|unauthorized|forbidden|notFound|alreadyExists|conflict|locked|tooManyRequests|unlessFailedAlready|emailField|presentPasswordField|dateField)$/;

export interface SourceMessage {
  file: string;
  line: number;
  /** The message, or for a template whose values are known only when it is written, null. */
  text: string | null;
  /** The text with each `${...}` written `{}`. */
  skeleton: string;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(join(REPOSITORY, directory), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(directory, name))
    .filter((file) => !SKIPPED_FILES.some((pattern) => pattern.test(file)));
}

function calleeOf(node: ts.Node): string | undefined {
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return node.expression.getText();
  return undefined;
}

/** Whether the literal's place says it is no message (a type, a log line, an internal error...). */
function excluded(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertySignature(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isTaggedTemplateExpression(parent)) return true;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    if (NOT_MESSAGE_PROPERTIES.has(parent.name.getText())) return true;
  }
  if (ts.isNewExpression(parent) && INTERNAL_ERRORS.has(parent.expression.getText())) return true;
  const callee = calleeOf(parent);
  return callee !== undefined && NOT_MESSAGE_CALLS.test(callee);
}

/** Whether the literal's place says it is a message, whatever its first letter. */
function inMessagePlace(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    return ['error', 'message', 'warning'].includes(parent.name.getText());
  }
  const callee = calleeOf(parent);
  return callee !== undefined && MESSAGE_CALLS.test(callee);
}

/** A sentence's shape: starts with a capital (or a value) and has words. */
function looksLikeMessage(raw: string): boolean {
  return /^(\p{Lu}|\$\{)/u.test(raw) && /\p{L} \S/u.test(raw);
}

/** The contract's exports by name: a template built from them alone is a fixed message. */
const CONTRACT_SCOPE = Object.entries(contract);

function evaluated(node: ts.TemplateExpression): string | null {
  try {
    const write = new Function(
      ...CONTRACT_SCOPE.map(([name]) => name),
      `return ${node.getText()};`,
    ) as (...values: unknown[]) => unknown;
    const text = write(...CONTRACT_SCOPE.map(([, value]) => value));
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

function messageOf(node: ts.Node, file: string, source: ts.SourceFile): SourceMessage | undefined {
  const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    const text = node.text;
    if (NOT_MESSAGES.has(text)) return;
    if (!looksLikeMessage(text) && !(inMessagePlace(node) && /\p{L} \S/u.test(text))) return;
    return { file, line, text, skeleton: text };
  }
  if (ts.isTemplateExpression(node)) {
    const skeleton = [
      node.head.text,
      ...node.templateSpans.map((span) => `{}${span.literal.text}`),
    ].join('');
    if (!looksLikeMessage(node.getText().slice(1)) && !inMessagePlace(node)) return;
    if (!/\p{L} \S/u.test(skeleton)) return;
    return { file, line, text: evaluated(node), skeleton };
  }
  return undefined;
}

/** Every message literal of the contract's and the API's sources. */
export function sourceMessages(): SourceMessage[] {
  const found: SourceMessage[] = [];
  for (const file of SOURCE_DIRECTORIES.flatMap(sourceFiles)) {
    const path = join(REPOSITORY, file);
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      const isText =
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node);
      if (isText) {
        const message = excluded(node)
          ? undefined
          : messageOf(node, relative(REPOSITORY, path), source);
        if (message) found.push(message);
        // A template's values are the places that fill it, not messages of their own.
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
