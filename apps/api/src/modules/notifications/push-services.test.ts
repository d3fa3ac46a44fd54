import { describe, expect, it } from 'vitest';
import { isKnownPushService } from './push-services.ts';

describe('isKnownPushService', () => {
  it("takes the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://wns2-db5p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/QOx',
    ]) {
      expect(isKnownPushService(endpoint), endpoint).toBe(true);
    }
  });

  it('refuses any other host, however it is written', () => {
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://internal.example/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isKnownPushService(endpoint), endpoint).toBe(false);
    }
  });
});
