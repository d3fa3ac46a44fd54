import { useEffect, useState } from 'react';
import { outbox, type OutboxEntry } from './outbox.ts';

/** The user's outbox, kept up to date with every change (in any tab). */
export function useOutboxEntries(userId: string | undefined): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    const read = () => {
      outbox.entries(userId).then(
        (found) => {
          if (current) setEntries(found);
        },
        // No storage (private browsing, an old browser): nothing was kept either.
        () => undefined,
      );
    };
    read();
    const stop = outbox.subscribe(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  return userId === undefined ? [] : entries;
}
