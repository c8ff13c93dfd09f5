import { createContext, useContext } from 'react';

/**
 * Whether a block leads its page: the first block of the first block, and so on down. A
 * page opens with it, so its pictures are loaded at once instead of lazily (a lazy picture
 * at the top of a page is requested only after layout: a late largest paint).
 */
export const LeadBlockContext = createContext(true);

export function useLeadBlock(): boolean {
  return useContext(LeadBlockContext);
}
