import type { Customer } from '@shop/api';
import { create } from 'zustand';
import { readUserToken } from '../browser-api';

/**
 * Who is logged in, in this browser (SPEC §4): the customer token (mirrored from the
 * user-token cookie, which the server reads) and the profile once loaded. The flows that
 * change it — login, logout, profile loading — live in app/account/.
 */
export interface AuthState {
  token: string | null;
  customer: Customer | null;
  setSession: (token: string, customer?: Customer | null) => void;
  setCustomer: (customer: Customer | null) => void;
  clear: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  token: readUserToken(),
  customer: null,
  setSession: (token, customer = null) => {
    set({ token, customer });
  },
  setCustomer: (customer) => {
    set({ customer });
  },
  clear: () => {
    set({ token: null, customer: null });
  },
}));
