// Teaches TypeScript the jest-dom matchers that vitest.setup.ts installs at run time.
/// <reference types="@testing-library/jest-dom/vitest" />
