/** The customer token, shared by every ky instance of one client (SPEC §7: sent once set). */
export interface TokenStore {
  get: () => string | undefined;
  set: (token: string) => void;
  clear: () => void;
}

export function createTokenStore(initial?: string): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = undefined;
    },
  };
}
