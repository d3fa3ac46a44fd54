import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks the button once it may be clicked: a button that waits for an answer (the groups a user
 * may write in) is drawn enabled a render after the answer came, and a click on it before does
 * nothing, as for a user.
 */
export async function clickWhenEnabled(user: UserEvent, name: string | RegExp): Promise<void> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await user.click(button);
}
