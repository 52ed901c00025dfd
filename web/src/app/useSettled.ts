import { useEffect, useState } from 'react';

/** Typing pauses this long before the server is asked. */
export const SETTLE_MS = 250;

/** `text` once typing has paused, so each keystroke does not ask the server. */
export function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}
