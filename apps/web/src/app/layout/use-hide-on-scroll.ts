import { useEffect, useState } from 'react';

const HIDE_THRESHOLD_PX = 100;

/** True once the page is scrolled down past 100 px; scrolling up shows again. */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // Not read from the page here: on arrival that would force a layout of
    // the page being drawn. A page opened scrolled corrects on the next event.
    let last = 0;
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
