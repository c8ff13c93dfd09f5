import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest `value`, so timers and document listeners set up
 * once can call the newest callback without being torn down on every render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
