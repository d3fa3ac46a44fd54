import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { reportNetworkAnswer, reportNetworkFailure } from '@/lib/offline/network-status.ts';
import { OfflineMarker } from './offline-marker.tsx';

afterEach(async () => {
  act(() => reportNetworkAnswer());
  await setLanguage('en');
});

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

  it('is written in Polish', async () => {
    await setLanguage('pl');
    render(<OfflineMarker />);
    act(() => reportNetworkFailure());
    expect(screen.getByRole('status').textContent).toContain(
      'Widzisz dane, które to urządzenie miało ostatnio.',
    );
  });
});
