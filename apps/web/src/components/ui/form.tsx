import { Slot } from 'radix-ui';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
} from 'react';
import {
  FormProvider,
  Controller,
  useFormState,
  type Control,
  type FieldPath,
  type FieldValues,
  type ControllerRenderProps,
  type Path,
} from 'react-hook-form';
import type { AppForm } from '@/hooks/use-app-form.ts';
import { fieldMessagesOf } from '@/lib/mutation-errors.ts';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration.ts';
import { cn } from '@/lib/utils.ts';
import { Button, type ButtonProps } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { FormItem, type FormItemProps } from './form-item.tsx';
import { Label } from './label.tsx';
import { Spinner } from './spinner.tsx';

export type FormProps<Input extends FieldValues, Output> = Omit<
  ComponentProps<'form'>,
  'onSubmit'
> & {
  form: AppForm<Input, Output>;
  /**
   * Sends the checked values. A failed mutation has been shown by the query client already
   * (src/lib/mutation-errors.ts); the messages it left to this form's fields go under them here.
   */
  onSubmit: (values: Output) => unknown;
  /** Classes of the summary of what stops the submit, drawn after the form's content. */
  summaryClassName?: string;
};

/** A form of useAppForm: its fields, SubmitButton and CancelButton find it by context. */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  summaryClassName,
  ...props
}: FormProps<Input, Output>) {
  const { setError, getValues, setValue } = form;
  // Checked as it is adopted, so the submit button can be used at once, or says why not.
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(
    element,
    (name) => getValues(name as Path<Input>),
    (name, value) =>
      setValue(name as Path<Input>, value as never, { shouldDirty: true, shouldValidate: true }),
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldMessages = fieldMessagesOf(error);
      // Not a mutation's failure: nothing has shown it, so it is left to surface as an error.
      if (!fieldMessages) throw error;
      fieldMessages.forEach(([field, message], index) =>
        setError(field as Path<Input>, { message }, { shouldFocus: index === 0 }),
      );
    }
  });
  return (
    <FormProvider {...form}>
      {/* post: sent before the app has the page (or without scripts), a password stays out
          of the address bar and the server's logs. */}
      <form ref={element} method="post" noValidate onSubmit={submit} {...props}>
        {children}
        <ErrorSummary className={summaryClassName} />
      </form>
    </FormProvider>
  );
}

/** Every message of the form's errors, nested fields' (a split's rows) included, once each. */
function messagesOf(errors: unknown, found = new Set<string>()): Set<string> {
  if (typeof errors !== 'object' || errors === null) return found;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message !== '') found.add(message);
  for (const [key, value] of Object.entries(errors))
    if (key !== 'ref' && key !== 'message' && key !== 'types') messagesOf(value, found);
  return found;
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
function ErrorSummary({ className }: { className?: string | undefined }) {
  const { errors, submitCount, isSubmitting } = useFormState();
  const box = useRef<HTMLDivElement>(null);
  const [labels, setLabels] = useState<string[]>([]);
  const messages = [...messagesOf(errors)];
  const shown = submitCount > 0 && !isSubmitting && messages.length > 0;
  const problems = messages.join('\n');
  // The fields are marked as the errors are drawn: read once they are on the page.
  useLayoutEffect(() => {
    const next = shown
      ? [...new Set(invalidFields(box.current?.closest('form')).map(labelOf))]
      : [];
    setLabels((before) => (before.join('\n') === next.join('\n') ? before : next));
  }, [shown, problems]);
  const focus = (label: string) =>
    invalidFields(box.current?.closest('form'))
      .find((field) => labelOf(field) === label)
      ?.focus();
  return (
    <div ref={box} className="contents">
      {shown ? (
        <div role="alert" data-form-errors="" className={cn('grid gap-1 text-sm', className)}>
          <p className="font-medium text-destructive">
            Not sent yet: {labels.length > 0 ? 'check the fields marked' : messages.join(' ')}
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

/** What a select-like control gets of its field (components/field-control.ts). */
export type FieldControl<Values extends FieldValues, Name extends FieldPath<Values>> = Omit<
  ControllerRenderProps<Values, Name>,
  'ref'
> & { fieldRef: ControllerRenderProps<Values, Name>['ref'] };

export type FormFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Output,
> = Omit<FormItemProps, 'children'> & {
  control: Control<Values, unknown, Output>;
  name: Name;
  /** A control drawn from the field, e.g. a select: `(field) => <CurrencySelect {...field} />`. */
  render?: (field: FieldControl<Values, Name>) => ReactElement;
  /** Or a text control (Input, Textarea, PasswordInput), given the field's props. */
  children?: ReactElement;
};

/** One of the form's values: its label, its control and the message of its check. */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>, Output>({
  control,
  name,
  render,
  children,
  ...item
}: FormFieldProps<Values, Name, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        // An `error` given (even undefined) stands for the field's own: the split's message is
        // shown under its rows instead (features/transactions/components/sharing-fields.tsx).
        <FormItem {...item} error={'error' in item ? item.error : fieldState.error?.message}>
          {render ? (
            render({ ...field, fieldRef: ref })
          ) : (
            <Slot.Root {...field} ref={ref}>
              {children}
            </Slot.Root>
          )}
        </FormItem>
      )}
    />
  );
}

/** A box ticked for one of the form's values, its label beside it. */
export function CheckboxField<Values extends FieldValues, Name extends FieldPath<Values>, Output>({
  control,
  name,
  label,
  className,
}: {
  control: Control<Values, unknown, Output>;
  name: Name;
  label: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={cn('flex items-center gap-2', className)}>
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
          <Label htmlFor={id} className="font-normal">
            {label}
          </Label>
        </div>
      )}
    />
  );
}

/** The form's submit button: a spinner and `pending` while it sends. */
export function SubmitButton({
  pending,
  children,
  disabled,
  ...props
}: Omit<ButtonProps, 'type'> & { pending?: string }) {
  // Never held back by invalid values: a submit either goes or says why (ErrorSummary).
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={disabled || isSubmitting} {...props}>
      {isSubmitting ? <Spinner /> : null}
      {isSubmitting && pending ? pending : children}
    </Button>
  );
}

/** 'Cancel', unavailable while the form sends. */
export function CancelButton({ onClick }: { onClick: () => void }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="button" variant="outline" onClick={onClick} disabled={isSubmitting}>
      Cancel
    </Button>
  );
}
