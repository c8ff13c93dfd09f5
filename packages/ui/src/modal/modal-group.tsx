import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * behaviour.md#modals: one modal open at a time. Each open Modal registers here; opening another one
 * asks the previous one to close through its own `onOpenChange(false)`, so the caller's
 * state stays the single source of truth.
 */
export interface ModalCoordinator {
  opened(id: symbol, close: () => void): void;
  closed(id: symbol): void;
}

export function createModalCoordinator(): ModalCoordinator {
  let current: { id: symbol; close: () => void } | null = null;
  return {
    opened(id, close) {
      const previous = current;
      current = { id, close };
      if (previous && previous.id !== id) previous.close();
    },
    closed(id) {
      if (current?.id === id) current = null;
    },
  };
}

// Without a ModalGroup every Modal of the page shares this one, which is what an app wants.
const ModalCoordinatorContext = createContext<ModalCoordinator>(createModalCoordinator());

export function useModalCoordinator(): ModalCoordinator {
  return useContext(ModalCoordinatorContext);
}

/** Scopes "one modal at a time" to its subtree (a story, a test, an embedded widget). */
export function ModalGroup({ children }: { children: ReactNode }) {
  const [coordinator] = useState(createModalCoordinator);
  return <ModalCoordinatorContext value={coordinator}>{children}</ModalCoordinatorContext>;
}
