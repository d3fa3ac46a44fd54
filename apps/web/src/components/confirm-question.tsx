import { useCallback, useRef, useState } from 'react';
import { ChoiceDialog } from './choice-dialog.tsx';

/** What a confirm question says: its title, why it asks, and the button that goes on. */
export interface ConfirmText {
  title: string;
  description: string;
  confirm: string;
}

interface Asked {
  text: ConfirmText;
  resolve: (go: boolean) => void;
}

/**
 * A yes-or-no question before a change the server asks to be confirmed (a reconciled row, a
 * reconciled account's opening balance). `ask` resolves true to go on, false when cancelled;
 * the focus goes back to where it was.
 */
export function useConfirmQuestion() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const ask = useCallback(
    // `from`: where the focus goes back to when what has it now goes away (a menu's item).
    (text: ConfirmText, from?: HTMLElement | null) =>
      new Promise<boolean>((resolve) => {
        returnTo.current = from ?? (document.activeElement as HTMLElement | null);
        setAsked({ text, resolve });
      }),
    [],
  );
  const answer = (go: boolean) => {
    asked?.resolve(go);
    setAsked(null);
  };
  const dialog = (
    <ChoiceDialog
      open={asked !== null}
      onOpenChange={(open) => !open && answer(false)}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (returnTo.current?.isConnected) returnTo.current.focus();
      }}
      title={asked?.text.title ?? ''}
      description={asked?.text.description ?? ''}
      choices={[{ label: asked?.text.confirm ?? '', value: true, look: 'primary' }]}
      onChoose={answer}
    />
  );
  return { ask, dialog };
}
