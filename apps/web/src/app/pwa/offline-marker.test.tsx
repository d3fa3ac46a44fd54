import {
  onlineManager,
  QueryClientProvider,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { act, render as renderElement, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { reportNetworkAnswer, reportNetworkFailure } from '@/lib/offline/network-status.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { OfflineMarker } from './offline-marker.tsx';

afterEach(async () => {
  act(() => reportNetworkAnswer());
  onlineManager.setOnline(true);
  await setLanguage('en');
});

const render = (element: ReactElement, client: QueryClient = createQueryClient()) =>
  renderElement(<QueryClientProvider client={client}>{element}</QueryClientProvider>);

/** A screen's query of something this device never kept. */
function NeverKept() {
  useQuery({ queryKey: ['never-kept'], queryFn: () => Promise.resolve(1) });
  return null;
}

describe('the Offline marker', () => {
  it('shows while calls get no answer, and goes at the next answer', () => {
    render(<OfflineMarker />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => reportNetworkFailure());
    expect(screen.getByRole('status').textContent).toContain('Offline');
    act(() => reportNetworkAnswer());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("follows the browser's offline and online events", () => {
    let online = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    render(<OfflineMarker />);
    act(() => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the screen shows what this device never kept, and not for what it has', async () => {
    act(() => {
      onlineManager.setOnline(false);
      reportNetworkFailure();
    });
    const client = createQueryClient();
    client.setQueryData(['kept'], 1);
    const { rerender } = render(<OfflineMarker />, client);
    expect(screen.queryByTestId('offline-not-kept')).toBeNull();
    rerender(
      <QueryClientProvider client={client}>
        <OfflineMarker />
        <NeverKept />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('offline-not-kept')).textContent).toBe(
      'This screen was not opened on this device before: it loads when the connection returns.',
    );
  });

  it('is written in Polish', async () => {
    await setLanguage('pl');
    render(<OfflineMarker />);
    act(() => reportNetworkFailure());
    expect(screen.getByRole('status').textContent).toContain(
      'Widzisz dane, które to urządzenie miało ostatnio.',
    );
  });
});
