import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-hook-form';
import { translateMessage } from '@/lib/i18n/i18n.ts';
import { cn } from '@/lib/utils.ts';

/** Every message of the form's errors, nested fields' (a split's rows) included, once each. */
function messagesOf(errors: unknown, found = new Set<string>()): Set<string> {
  if (typeof errors !== 'object' || errors === null) return found;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message !== '') found.add(message);
  for (const [key, value] of Object.entries(errors))
    if (key !== 'ref' && key !== 'message' && key !== 'types') messagesOf(value, found);
  return found;
}

/** Whether an error came back from the server (the form went and was refused). */
function refusedByServer(errors: unknown): boolean {
  if (typeof errors !== 'object' || errors === null) return false;
  if ((errors as { type?: unknown }).type === 'server') return true;
  return Object.entries(errors).some(
    ([key, value]) => key !== 'ref' && key !== 'types' && refusedByServer(value),
  );
}

/** The fields the form marks invalid, each by its label (else its accessible name). */
function invalidFields(form: HTMLFormElement | null | undefined): HTMLElement[] {
  return [...(form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])];
}

function labelOf(control: HTMLElement): string {
  const label = (control as HTMLInputElement).labels?.[0];
  return label?.textContent?.trim() || control.getAttribute('aria-label') || '';
}

/**
 * After a submit that did not go, what stops it, beside the messages under the fields: each
 * field to fix by its label (a button that moves to it), so a reason is in view even when its
 * field is scrolled away; with no field marked (a split's rows), the messages themselves.
 */
export function ErrorSummary({ className }: { className?: string | undefined }) {
  const { errors, submitCount, isSubmitting } = useFormState();
  const box = useRef<HTMLDivElement>(null);
  const [labels, setLabels] = useState<string[]>([]);
  const messages = [...messagesOf(errors)];
  const shown = submitCount > 0 && !isSubmitting && messages.length > 0;
  const problems = messages.join('\n');
  const refused = refusedByServer(errors);
  const { t, i18n } = useTranslation('common');
  // The fields are marked as the errors are drawn: read once they are on the page (and their
  // labels again in a new language).
  useLayoutEffect(() => {
    const next = shown
      ? [...new Set(invalidFields(box.current?.closest('form')).map(labelOf))]
      : [];
    setLabels((before) => (before.join('\n') === next.join('\n') ? before : next));
  }, [shown, problems, i18n.language]);
  const focus = (label: string) =>
    invalidFields(box.current?.closest('form'))
      .find((field) => labelOf(field) === label)
      ?.focus();
  return (
    <div ref={box} className="contents">
      {shown ? (
        <div role="alert" data-form-errors="" className={cn('grid gap-1 text-sm', className)}>
          <p className="font-medium text-destructive">
            {labels.length > 0
              ? t(refused ? 'form.refusedFields' : 'form.notSentFields', { count: labels.length })
              : t(refused ? 'form.refused' : 'form.notSent', {
                  messages: messages.map(translateMessage).join(' '),
                })}
          </p>
          {labels.length > 0 ? (
            <ul className="flex flex-wrap gap-x-3 gap-y-1 text-destructive">
              {labels.map((label) => (
                <li key={label}>
                  <button
                    type="button"
                    className="underline underline-offset-2"
                    onClick={() => focus(label)}
                  >
                    {label}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
