// Runs before the first paint so a dark-theme visitor never sees a white flash.
// Must stay in sync with shell/src/features/theme/theme-store.ts (key and values).
// It also marks a browser that holds a session (data-session on <html>): the painted header offers
// sign-in to everyone else before the app, which may start only at the first interaction
// (decision 0040), knows for sure. The key is shared/platform/src/supabase/storage-key.ts's.
(function () {
  try {
    if (localStorage.getItem('riancode-auth') !== null) document.documentElement.setAttribute('data-session', '');
  } catch (e) {
    /* storage blocked: no session the auth client could read either */
  }
})();
(function () {
  try {
    var choice = localStorage.getItem('riancode-theme');
    if (choice !== 'dark' && choice !== 'system') choice = 'light';
    var dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    // The server-rendered theme toggle shows the icon and name of this choice (CSS on the
    // attribute) until the app starts, which may be only at the first interaction (decision 0040).
    document.documentElement.setAttribute('data-theme-choice', choice);
  } catch (e) {
    /* storage blocked: stay on the default light theme */
  }
})();
