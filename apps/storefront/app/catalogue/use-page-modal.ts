import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * State of a modal that belongs to the page it was opened on (behaviour.md#guards: every
 * navigation closes the quick view and product info modals). The page component can stay
 * mounted across navigations (one category to the next), so the modal remembers the
 * location it opened at and reads as closed anywhere else.
 */
export function usePageModal<T>(): [value: T | null, open: (value: T) => void, close: () => void] {
  const { key } = useLocation();
  const [state, setState] = useState<{ value: T; key: string } | null>(null);
  const value = state !== null && state.key === key ? state.value : null;
  return [
    value,
    (next) => {
      setState({ value: next, key });
    },
    () => {
      setState(null);
    },
  ];
}
