// The cart's UI state in this browser tab — whether the panel is open, the toast, the last
// refusal — and nothing of the cart itself: that is the server's (the buyer layout's data).
import type { LoadPlanReason } from '@shop/domain';
import { create } from 'zustand';

export interface CartNotice {
  message: string;
  type: 'success' | 'error';
}

export interface CartUiState {
  panelOpen: boolean;
  /** behaviour.md#errors: the insufficient-stock toast and other cart messages. */
  notice: CartNotice | null;
  /** behaviour.md#cart-states, #errors: the last add or quantity change was refused for the container's capacity. */
  overCapacity: boolean;
  /** The load plan's reason for that refusal (volume, weight, fit, cartons or time, behaviour.md#load-plans), when named. */
  overCapacityReason: LoadPlanReason | null;
  openPanel: () => void;
  setPanelOpen: (open: boolean) => void;
  showNotice: (notice: CartNotice) => void;
  dismissNotice: () => void;
  setOverCapacity: (over: boolean, reason?: LoadPlanReason | null) => void;
}

export const useCartUi = create<CartUiState>()((set) => ({
  panelOpen: false,
  notice: null,
  overCapacity: false,
  overCapacityReason: null,
  openPanel: () => {
    set({ panelOpen: true });
  },
  setPanelOpen: (open) => {
    set({ panelOpen: open });
  },
  showNotice: (notice) => {
    set({ notice });
  },
  dismissNotice: () => {
    set({ notice: null });
  },
  setOverCapacity: (overCapacity, reason = null) => {
    set({ overCapacity, overCapacityReason: overCapacity ? reason : null });
  },
}));
