import { useEffect, type RefObject } from 'react';
import { useLatest } from './use-latest';

export interface DismissHandlers {
  /** A pointer went down outside `containerRef`. */
  onOutside: () => void;
  /** Escape was pressed anywhere. */
  onEscape: () => void;
}

/**
 * While `active`, listens on the document for a pointer outside `containerRef` and for
 * Escape: the way the header dropdowns and the search suggestions close.
 */
export function useDismiss(
  active: boolean,
  containerRef: RefObject<HTMLElement | null>,
  handlers: DismissHandlers,
): void {
  const latest = useLatest(handlers);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = containerRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target))
        latest.current.onOutside();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onEscape();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, containerRef, latest]);
}
