import { useEffect, useMemo, useRef } from 'react';
import { useLatest } from './use-latest';

export interface DebouncedCallback<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending call. */
  cancel: () => void;
}

/**
 * Calls the latest `callback` once `delayMs` have passed without another call. Pending
 * calls are dropped on unmount, so a closed component never reports late.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): DebouncedCallback<Args> {
  const callbackRef = useLatest(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const debounced = useMemo(() => {
    const fn = (...args: Args) => {
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        callbackRef.current(...args);
      }, delayMs);
    };
    fn.cancel = () => {
      clearTimeout(timerRef.current);
    };
    return fn;
  }, [delayMs, callbackRef]);

  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
