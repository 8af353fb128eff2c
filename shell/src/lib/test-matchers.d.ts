// The jest-dom matchers (toBeInTheDocument, …) are installed by the root vitest.setup.ts,
// which no app's tsconfig includes; this brings their types into the shell's type-check.
/// <reference types="@testing-library/jest-dom/vitest" />
