import { Trash2Icon } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ExternalToast } from 'sonner';
import { toast } from '@/lib/toast.ts';
import { ChoiceDialog, type Choice } from './choice-dialog.tsx';
import { Button, type ButtonProps } from './ui/button.tsx';

/**
 * Dialogs open now, by key. Screens switch between a table and cards at 768 px, which unmounts
 * the button that opened a dialog and mounts its twin: the twin reads this during its first
 * render (before the old one's clean-up runs) and opens again, so the question survives a
 * rotated phone or a resized window.
 */
const openDialogs = new Set<string>();

export interface DeleteActionOptions<S, C> {
  /**
   * The deletion, a mutation's mutateAsync (the query client shows its failure, as the mutation's
   * meta says): `subject` is what was asked about, `choice` the button.
   */
  run: (subject: S, choice: C) => Promise<unknown>;
  /** The toast once the server agrees. */
  success: string | ((subject: S) => string);
  /**
   * Closes the dialog as soon as the user confirms, for a screen that shows the item gone at once
   * (and back after a refusal). Otherwise the dialog stays open, waiting, until the server agrees,
   * and stays after a refusal so the user can retry or cancel.
   */
  closeAtOnce?: boolean;
  /** Where focus goes once the item is gone (a list's heading); it returns to the trigger on Cancel. */
  focusAfter?: RefObject<HTMLElement | null>;
  /** Options of the success toast (e.g. where it shows). */
  toastOptions?: ExternalToast;
  /** After the success toast (e.g. leaving the screen). */
  onDeleted?: (subject: S) => unknown;
  /** Names the dialog across a layout switch (the item's id); none: it is not remembered. */
  dialogKey?: string;
}

/**
 * Where focus goes when a delete dialog closes: back to its trigger after Cancel, to `after` once
 * the item is going. Kept outside React's state: the dialog's content may unmount after its owner
 * (the item's row, gone with the item), and asks this then.
 */
class FocusReturn {
  private trigger: HTMLElement | null = null;
  private confirmed = false;
  private readonly after: RefObject<HTMLElement | null> | undefined;

  constructor(after: RefObject<HTMLElement | null> | undefined) {
    this.after = after;
  }

  /** A ref callback for the trigger, or the trigger of one row of a shared dialog. */
  readonly setTrigger = (node: HTMLElement | null) => {
    this.trigger = node;
  };

  opened() {
    this.confirmed = false;
  }

  confirmedNow(confirmed: boolean) {
    this.confirmed = confirmed;
  }

  readonly restore = (event: Event) => {
    event.preventDefault();
    const trigger = this.trigger?.isConnected ? this.trigger : null;
    const after = this.after?.current ?? null;
    (this.confirmed ? (after ?? trigger) : (trigger ?? after))?.focus();
  };
}

/**
 * Confirm, delete, say so: the state of one delete dialog. `ask` opens it about a subject (one
 * dialog may serve many rows: the trigger is then passed along), `confirm` runs the deletion.
 * A refusal is shown by the query client (src/lib/mutation-errors.ts), not here.
 */
export function useDeleteAction<S = void, C = void>(options: DeleteActionOptions<S, C>) {
  const { dialogKey, closeAtOnce = false } = options;
  const [open, setOpen] = useState(() => dialogKey !== undefined && openDialogs.has(dialogKey));
  const [subject, setSubject] = useState<{ value: S } | null>(null);
  const [pending, setPending] = useState<{ choice: C } | null>(null);
  const [focus] = useState(() => new FocusReturn(options.focusAfter));

  useEffect(() => {
    if (!open || dialogKey === undefined) return;
    openDialogs.add(dialogKey);
    return () => {
      openDialogs.delete(dialogKey);
    };
  }, [open, dialogKey]);

  const ask = useCallback(
    (about: S, trigger: HTMLElement) => {
      focus.setTrigger(trigger);
      focus.opened();
      setSubject({ value: about });
      setOpen(true);
    },
    [focus],
  );

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    if (next) focus.opened();
    setOpen(next);
  };

  async function confirm(choice: C) {
    const about = subject?.value as S;
    focus.confirmedNow(true);
    if (closeAtOnce) setOpen(false);
    else setPending({ choice });
    try {
      await options.run(about, choice);
    } catch {
      // A dialog still open is asked again; focus goes back to its trigger after Cancel.
      if (!closeAtOnce) focus.confirmedNow(false);
      return;
    } finally {
      setPending(null);
    }
    const { success } = options;
    toast.success(typeof success === 'string' ? success : success(about), options.toastOptions);
    await options.onDeleted?.(about);
    setOpen(false);
  }

  return {
    /** The last subject asked about; it stays while the dialog closes. */
    subject: subject?.value,
    open,
    pending,
    ask,
    confirm,
    onOpenChange,
    restoreFocus: focus.restore,
    setTrigger: focus.setTrigger,
  };
}

/** What a delete dialog reads of `useDeleteAction`. */
export type DeleteDialogState<S, C> = Omit<ReturnType<typeof useDeleteAction<S, C>>, 'setTrigger'>;

interface DialogText<C> {
  title: ReactNode;
  description: ReactNode;
  /** More under the description (e.g. a choice to explain). */
  children?: ReactNode;
  /** The confirm button's text when there is one: 'Delete' unless said. */
  confirmLabel?: string;
  /** Several confirm buttons (e.g. this occurrence, or also the following ones). */
  choices?: readonly Choice<C>[];
}

/** The dialog of a delete action (`useDeleteAction`), e.g. one a card shares among its rows. */
export function DeleteDialog<S, C>({
  action,
  trigger,
  confirmLabel,
  choices,
  ...text
}: DialogText<C> & {
  action: DeleteDialogState<S, C>;
  trigger?: ReactElement;
}) {
  const { t } = useTranslation('common');
  return (
    <ChoiceDialog
      open={action.open}
      onOpenChange={action.onOpenChange}
      trigger={trigger}
      choices={choices ?? [{ label: confirmLabel ?? t('action.delete'), value: undefined as C }]}
      onChoose={(choice) => void action.confirm(choice)}
      pending={action.pending}
      onCloseAutoFocus={action.restoreFocus}
      {...text}
    />
  );
}

/** 'danger': red text (the default); 'plain': the quiet button of e.g. Leave; 'solid': a red button. */
type TriggerTone = 'danger' | 'plain' | 'solid';

const TRIGGER_LOOKS: Record<TriggerTone, Pick<ButtonProps, 'variant' | 'size' | 'className'>> = {
  danger: {
    variant: 'ghost',
    size: 'sm',
    className: 'text-destructive hover:bg-destructive/10 hover:text-destructive',
  },
  plain: { variant: 'ghost', size: 'sm' },
  solid: { variant: 'destructive' },
};

interface TriggerProps {
  /** The button's text ('Delete' unless said); null: an icon button. */
  label?: string | null;
  /** A bin unless said. */
  icon?: ReactNode;
  /** The accessible name when the text does not say enough ('Delete Groceries'). */
  name?: string;
  tone?: TriggerTone;
}

/**
 * One item's delete button and its dialog: asks, deletes, says so (`useDeleteAction`). Focus
 * returns to the button on Cancel; `focusAfter` takes it once the item is gone.
 */
export function DeleteAction<C = void>({
  label,
  icon = <Trash2Icon />,
  name,
  tone = 'danger',
  title,
  description,
  children,
  confirmLabel,
  choices,
  ...options
}: TriggerProps & DialogText<C> & DeleteActionOptions<void, C>) {
  const { setTrigger, ...action } = useDeleteAction<void, C>(options);
  const { t } = useTranslation('common');
  const look = TRIGGER_LOOKS[tone];
  return (
    <DeleteDialog
      action={action}
      trigger={
        <Button
          ref={setTrigger}
          type="button"
          {...look}
          size={label === null ? 'icon-sm' : look.size}
          aria-label={name}
        >
          {icon}
          {label === undefined ? t('action.delete') : label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      choices={choices}
    >
      {children}
    </DeleteDialog>
  );
}
