/** Browsers by the token their User-Agent names them with, the more specific first. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Longest label kept: a User-Agent is the client's text. */
const LABEL_MAX = 100;

/**
 * A short name of the browser a subscription was made in ('Chrome on Android'), so a user's
 * devices can be told apart; the User-Agent's own text, shortened, when neither part is known.
 */
export function deviceLabel(userAgent: string | undefined): string | null {
  const text = userAgent?.trim();
  if (!text) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? text.slice(0, LABEL_MAX);
}
