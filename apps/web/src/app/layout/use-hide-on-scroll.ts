import { useEffect, useState } from 'react';

const HIDE_THRESHOLD_PX = 100;

/** True once the page is scrolled down past 100 px; scrolling up shows again. */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > HIDE_THRESHOLD_PX && y >= last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}
