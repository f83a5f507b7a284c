import { useEffect, useState } from 'react';

/**
 * The viewport width, or null until it has been measured. The first measurement waits for an
 * animation frame, so whatever the page shows while the size is unset is painted at least once
 * (spec 000 §2.4: 'Logging Out' shows 'while the screen size is unset').
 */
export function useScreenWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);

  useEffect(() => {
    const measure = () => setWidth(window.innerWidth);
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, []);

  return width;
}
