import { createContext, useContext } from 'react';

/**
 * Where overlays (dialogs) of the current area should portal to. A remote's
 * styles are scoped to its area (docs/decisions/0011-scoped-remote-css.md), so
 * its dialogs must render inside that area, not at the end of <body>. The
 * shell provides the element of each remote area; elsewhere it is undefined,
 * which means <body>.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
