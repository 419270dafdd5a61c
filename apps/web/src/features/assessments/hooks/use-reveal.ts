import { useEffect, useRef } from 'react';

/**
 * A card to bring to the user's attention once it is shown (the assessment just started): scrolled
 * into view and focused, so a screen reader announces it; the user's later focus is left alone.
 */
export function useReveal<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!active) return;
    const element = ref.current;
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [active]);
  return ref;
}
