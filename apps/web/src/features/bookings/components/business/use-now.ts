import { useEffect, useState } from 'react';

/**
 * This browser's time, read again every `everyMs`: the bid labels turn ('Leading' → 'Processing' → 'Lost') as the
 * schedule's instants pass, without a refetch. (The countdowns tick on their own, each second.)
 */
export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
