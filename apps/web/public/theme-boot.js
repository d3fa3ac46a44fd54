/* global window, document */
// Puts the stored theme on <html> before the first paint: the app's module script runs only after
// the page has been parsed, and a light page flashing before a dark one is what this prevents.
// A file of its own because the Content-Security-Policy allows no inline script.
(function () {
  var dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  try {
    var stored = window.localStorage.getItem('budget-app.theme');
    if (stored === 'dark' || stored === 'light') dark = stored === 'dark';
  } catch {
    // Storage blocked: the system's theme.
  }
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
