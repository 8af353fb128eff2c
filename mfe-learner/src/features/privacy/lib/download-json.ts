/** Saves `data` as a pretty-printed JSON file through the browser's own download. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** riancode-my-data-2026-11-23.json */
export const exportFileName = (now: Date): string => `riancode-my-data-${now.toISOString().slice(0, 10)}.json`;
