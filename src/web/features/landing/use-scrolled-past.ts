import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `offset` pixels. Starts false on the server and during hydration (the
 * prerendered HTML cannot know the scroll position), then reads the real position in an effect.
 */
export function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolled;
}
