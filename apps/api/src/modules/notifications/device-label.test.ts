import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label.ts';

describe('a device’s label', () => {
  it('names the browser and system of common User-Agents', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox on Linux',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'Chrome on macOS',
      ],
    ];
    for (const [agent, label] of cases) expect(deviceLabel(agent)).toBe(label);
  });

  it('keeps an unknown agent’s own text, shortened, and nothing for none', () => {
    expect(deviceLabel('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceLabel('x'.repeat(300))).toHaveLength(100);
    expect(deviceLabel(undefined)).toBeNull();
    expect(deviceLabel('  ')).toBeNull();
  });
});
