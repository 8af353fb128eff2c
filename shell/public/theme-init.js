// Runs before the first paint so a dark-theme visitor never sees a white flash.
// Must stay in sync with shell/src/features/theme/theme-store.ts (key and values).
(function () {
  try {
    var choice = localStorage.getItem('riancode-theme');
    var dark =
      choice === 'dark' ||
      (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (e) {
    /* storage blocked: stay on the default light theme */
  }
})();
