// Runs before first paint (loaded as a blocking script from <head>): applies the saved theme, else the system's.
// Keep in step with src/web/lib/theme.ts, which owns the same 'theme' key at run time.
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (privacy settings); fall back to the system preference.
  }
  if (theme !== 'light' && theme !== 'dark') {
    var prefersDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    theme = prefersDark ? 'dark' : 'light';
  }
  var root = document.documentElement;
  if (theme === 'dark') root.classList.add('dark');
  else root.classList.remove('dark');
  root.style.colorScheme = theme;
})();
