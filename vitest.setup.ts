import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installNetworkGuard } from './vitest.network-guard.ts';

const takeUnanswered = installNetworkGuard(globalThis);

afterEach(() => {
  cleanup();
  const unanswered = takeUnanswered();
  if (unanswered.length > 0) {
    throw new Error(`This test reached for the network, which unit tests never do; stub these requests:\n  ${unanswered.join('\n  ')}`);
  }
});
