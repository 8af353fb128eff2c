import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installNetworkGuard } from './vitest.network-guard.ts';

/*
 * The jsdom projects share one page per worker across their files (`isolate: false`, vitest.config.ts): making a
 * fresh jsdom for each of ~240 files was most of the stage's time. This file runs before each test file, so each
 * starts as it would alone: the app's modules evaluated afresh (their singletons: the auth bus, the query client,
 * the server-rendered area), and the page, its storage, stubbed globals and fake timers as a new page has them.
 */
vi.resetModules();
vi.unstubAllGlobals();
vi.useRealTimers();
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
}

const takeUnanswered = installNetworkGuard(globalThis);

// findBy…/waitFor wait on state; their default one-second ceiling is a timing, and a loaded 2-core CI machine
// stretches a render past it (seen: component tests that pass alone timing out beside other work).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  const unanswered = takeUnanswered();
  if (unanswered.length > 0) {
    throw new Error(`This test reached for the network, which unit tests never do; stub these requests:\n  ${unanswered.join('\n  ')}`);
  }
});
