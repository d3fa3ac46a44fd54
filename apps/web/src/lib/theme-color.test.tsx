import { afterEach, expect, it } from 'vitest';
import { applyTheme } from './theme.ts';

afterEach(() => {
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove();
});

it("gives the browser's bars the chosen theme's colour, else each scheme's own", () => {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#f9fafb" />' +
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0c0f16" />',
  );
  const colours = () =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
      (meta) => meta.content,
    );
  applyTheme('dark');
  expect(colours()).toEqual(['#0c0f16', '#0c0f16']);
  applyTheme('light');
  expect(colours()).toEqual(['#f9fafb', '#f9fafb']);
  applyTheme('system');
  expect(colours()).toEqual(['#f9fafb', '#0c0f16']);
});
