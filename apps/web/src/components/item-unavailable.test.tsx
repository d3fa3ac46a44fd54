import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n/i18n.ts';
import { ScreenItemUnavailable } from './item-unavailable.tsx';

describe('an edit address for something gone, in its screen’s words', () => {
  it.each([
    [
      'tags',
      'Tag not available',
      'This tag was deleted or merged, or you may not change it.',
      'Back to Tags',
    ],
    [
      'rules',
      'Rule not available',
      'This rule was deleted, or you may not change it.',
      'Back to Rules',
    ],
    [
      'categories',
      'Category not available',
      'This category was deleted, or you may not change it.',
      'Back to Categories',
    ],
    [
      'transactions',
      'Transaction not available',
      'Open the transaction again from the list: it may have been deleted meanwhile.',
      'Back to Transactions',
    ],
    [
      'budgets',
      'Budget not available',
      'This budget was deleted, or you may not change it.',
      'Back to Budgets',
    ],
  ] as const)(
    '%s: says what happened and leads back to the list',
    async (namespace, title, text, back) => {
      const onBack = vi.fn();
      render(<ScreenItemUnavailable namespace={namespace} onBack={onBack} />);
      expect(screen.getByText(title)).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: back }));
      expect(onBack).toHaveBeenCalledOnce();
    },
  );
});
