// The root vitest.setup.ts installs jest-dom's matchers at run time; this gives tsc their types.
import '@testing-library/jest-dom/vitest';
