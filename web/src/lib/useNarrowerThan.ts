import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether an element is laid out narrower than `width` px: measured before the first paint (no flash of the wide
 * layout) and again whenever it resizes, as when a sidebar opens beside it. An element with no layout yet (0 px)
 * is not called narrow.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const laidOut = element.getBoundingClientRect().width;
      setNarrow(laidOut > 0 && laidOut < width);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
