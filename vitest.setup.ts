import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installNetworkGuard } from './vitest.network-guard.ts';

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
