import type { Transaction } from '@budget/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { TransactionItem, type RowProps } from './transaction-rows.tsx';

/** A card's height before it is measured: name, description, categories and the foot line. */
const CARD_ESTIMATE_PX = 124;
/** Cards drawn beyond each edge of the window. */
const OVERSCAN_CARDS = 4;

/**
 * A page of transactions as cards (phones), of which only those in or near the window are drawn
 * (TanStack Virtual, following the page's own scrolling); padding stands in for the others.
 */
export function TransactionsList({
  label,
  rows,
  rowProps,
}: {
  label: string;
  rows: readonly Transaction[];
  rowProps: (transaction: Transaction) => RowProps;
}) {
  const list = useRef<HTMLUListElement>(null);
  // Where the list starts in the page: the window's scroll position counts from there.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (element) setTop(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => CARD_ESTIMATE_PX,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN_CARDS,
    scrollMargin: top,
    gap: 8,
  });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? top) - top;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? top) - top);
  return (
    <ul
      ref={list}
      className="grid gap-2"
      aria-label={label}
      style={{ paddingTop: before, paddingBottom: Math.max(0, after) }}
    >
      {items.map((item) => {
        const transaction = rows[item.index];
        if (!transaction) return null;
        return (
          <TransactionItem
            key={item.key}
            {...rowProps(transaction)}
            rowIndex={item.index}
            setSize={rows.length}
            measure={virtualizer.measureElement}
          />
        );
      })}
    </ul>
  );
}
