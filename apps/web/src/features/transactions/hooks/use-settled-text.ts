import { useEffect, useRef, useState } from 'react';

/** Typing settles for this long before the list reloads, so each key does not ask the server. */
const TYPING_PAUSE_MS = 300;

/** Text that reaches the filters only once typing pauses (and, for amounts, when it reads). */
export function useSettledText(
  value: string,
  commit: (text: string) => void,
  valid: (text: string) => boolean = () => true,
) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed by other means (Clear, Back): show what it says, unless it is what is
  // typed already (trailing spaces and all).
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const latest = useRef({ commit, valid });
  useEffect(() => {
    latest.current = { commit, valid };
  });
  useEffect(() => {
    const settled = text.trim();
    if (settled === value || !latest.current.valid(settled)) return;
    const timer = setTimeout(() => latest.current.commit(settled), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return [text, setText] as const;
}
