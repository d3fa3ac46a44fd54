import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog.tsx';
import { Button, type ButtonProps } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/** How a choice's button looks: 'danger' is the red button of a deletion. */
export type ChoiceLook = 'danger' | 'danger-outline' | 'outline' | 'primary';

export interface Choice<C> {
  label: string;
  value: C;
  /** 'danger' unless said. */
  look?: ChoiceLook;
}

const LOOKS: Record<ChoiceLook, Pick<ButtonProps, 'variant' | 'className'>> = {
  danger: { variant: 'destructive' },
  'danger-outline': { variant: 'outline', className: 'text-destructive' },
  outline: { variant: 'outline' },
  primary: { variant: 'default' },
};

const lookOf = (choice: Choice<unknown>) => LOOKS[choice.look ?? 'danger'];

/**
 * A question in an alert dialog: a title, a description, anything more under them, Cancel and
 * one button per choice. While `pending` holds a choice every button waits, and that choice's
 * button spins.
 */
export function ChoiceDialog<C>({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  choices,
  onChoose,
  pending = null,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when it has one of its own. */
  trigger?: ReactElement;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  choices: readonly Choice<C>[];
  onChoose: (value: C) => void;
  pending?: { choice: C } | null;
  /** Where focus goes when the dialog closes (the trigger unless this prevents it). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending !== null}>{t('action.cancel')}</AlertDialogCancel>
          {choices.map((choice) => (
            <Button
              key={choice.label}
              {...lookOf(choice)}
              onClick={() => onChoose(choice.value)}
              disabled={pending !== null}
            >
              {pending !== null && pending.choice === choice.value ? <Spinner /> : null}
              {choice.label}
            </Button>
          ))}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
