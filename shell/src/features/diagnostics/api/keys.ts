/** Query keys of the diagnostics card (one factory per resource). */
export const diagnosticsKeys = {
  all: ['diagnostics'] as const,
  connection: () => [...diagnosticsKeys.all, 'connection'] as const,
};
