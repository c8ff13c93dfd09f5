// The second modal of behaviour.md#entities — `show`, `component` and `minimized` — in this browser tab: what
// follows the buyer while they browse, beside the one modal that may be open at a time.
// Today it holds one component, the container summary (behaviour.md#container-summary). The minimised choice is
// kept for the tab's session, so a reload does not open again what the buyer put away.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type SecondModalComponent = 'container-summary';

export interface SecondModalState {
  show: boolean;
  component: SecondModalComponent | null;
  minimized: boolean;
  open: (component: SecondModalComponent) => void;
  close: () => void;
  setMinimized: (minimized: boolean) => void;
  toggleMinimized: () => void;
}

export const useSecondModal = create<SecondModalState>()(
  persist(
    (set) => ({
      show: false,
      component: null,
      // Minimised until the buyer opens it: in the page flow, the bar is all the room the
      // server reserves (behaviour.md#container-summary), so only the buyer's own choice moves the page.
      minimized: true,
      open: (component) => {
        set({ show: true, component });
      },
      close: () => {
        set({ show: false, component: null });
      },
      setMinimized: (minimized) => {
        set({ minimized });
      },
      toggleMinimized: () => {
        set((state) => ({ minimized: !state.minimized }));
      },
    }),
    {
      name: 'second-modal',
      storage: createJSONStorage(() => sessionStorage),
      // Whether it shows follows the cart; only the buyer's own choice is remembered.
      partialize: (state) => ({ minimized: state.minimized }),
    },
  ),
);
