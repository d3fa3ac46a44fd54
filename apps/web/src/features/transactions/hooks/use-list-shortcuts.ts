import { useEffect, useRef } from 'react';

/** Whether a key press belongs to something being typed or chosen, not to the page. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(type);
}

/**
 * The list's keys: '/' focuses the search and 'n' opens a new transaction (when `onNew` is
 * given, i.e. the user may write somewhere). Neither acts while a field, a dialog or a menu has
 * the keys, nor with a modifier held, so typing a '/' or an 'n' stays typing.
 */
export function useListShortcuts({
  onSearch,
  onNew,
}: {
  onSearch: () => void;
  onNew?: () => void;
}) {
  const latest = useRef({ onSearch, onNew });
  useEffect(() => {
    latest.current = { onSearch, onNew };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const popup = '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]';
      if (document.querySelector(popup)) return;
      if (event.key === '/') {
        event.preventDefault();
        latest.current.onSearch();
      } else if (
        (event.key === 'n' || event.key === 'N') &&
        !event.shiftKey &&
        latest.current.onNew
      ) {
        event.preventDefault();
        latest.current.onNew();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
