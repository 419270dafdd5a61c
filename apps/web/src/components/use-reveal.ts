import { useState } from 'react';

/**
 * Show and hide of a secret field. Showing may first load the stored value (only then is it
 * fetched); a failed load leaves it hidden and tells `onFailed`.
 */
export function useReveal(onFailed: (error: unknown) => void) {
  const [visible, setVisible] = useState(false);
  const [fetching, setFetching] = useState(false);
  async function toggle(load?: () => Promise<void>) {
    if (visible) return setVisible(false);
    if (load) {
      setFetching(true);
      try {
        await load();
      } catch (error) {
        onFailed(error);
        return;
      } finally {
        setFetching(false);
      }
    }
    setVisible(true);
  }
  return { visible, fetching, toggle };
}
