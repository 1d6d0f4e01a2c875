import { CAROUSEL } from '@paperless/core';
import { useEffect, useState, type FocusEvent } from 'react';
import { autoMode, cardsPerPage, pageCountOf, pageOfIndex } from './carousel';

interface CarouselOptions {
  count: number;
  /** Changes when the list of plans changes: the carousel then starts over. */
  listKey: string;
  width: number;
  reducedMotion: boolean;
  /** Index of the plan the visitor chose: the highlight stays on it and stops cycling. */
  chosenIndex: number | undefined;
}

interface Position {
  key: string;
  page: number;
  /** The highlighted plan while nothing is chosen (cycles with up to 3 plans). */
  active: number;
}

/**
 * The carousel's motion (spec §4): with up to 3 plans the highlighted plan cycles every 5 s,
 * with more the pages turn every 6 s and wait while the pointer (or keyboard focus) is on the
 * arrows or dots. A new width or a new list starts over on the first page. Nothing moves on its
 * own for visitors who prefer reduced motion, or after they press pause.
 */
export function useCarousel({
  count,
  listKey,
  width,
  reducedMotion,
  chosenIndex,
}: CarouselOptions) {
  const perPage = cardsPerPage(width);
  const pageCount = pageCountOf(count, perPage);
  const mode = autoMode(count);
  const key = `${listKey}|${width}`;

  const [position, setPosition] = useState<Position>({ key, page: 0, active: 0 });
  const [hovering, setHovering] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [stopped, setStopped] = useState(false);

  // Adjusting state to a new width or list during render (not in an effect) avoids one frame
  // showing a page that no longer exists.
  let current = position;
  if (position.key !== key) {
    current = { key, page: 0, active: 0 };
    setPosition(current);
  }
  const page = Math.min(current.page, pageCount - 1);

  const canMove = mode === 'cycle' ? chosenIndex === undefined && count > 1 : pageCount > 1;
  const waiting = mode === 'page' && (hovering || focusInside);
  const moving = canMove && !reducedMotion && !stopped && !waiting;

  useEffect(() => {
    if (!moving) return;
    // A timeout re-armed after every move: after a click on an arrow the next turn waits a
    // full period instead of coming a moment later.
    const timer = window.setTimeout(
      () =>
        setPosition((p) => {
          if (mode === 'page') return { ...p, page: (p.page + 1) % pageCount };
          const active = (p.active + 1) % count;
          return { ...p, active, page: pageOfIndex(active, perPage) };
        }),
      mode === 'cycle' ? CAROUSEL.cycleMs : CAROUSEL.pageMs,
    );
    return () => window.clearTimeout(timer);
  }, [moving, mode, count, perPage, pageCount, current.page, current.active, key]);

  const goTo = (target: number) =>
    setPosition((p) => ({ ...p, page: (target + pageCount) % pageCount }));

  return {
    perPage,
    pageCount,
    page,
    active: chosenIndex ?? current.active,
    /** Whether a pause button makes sense: something would move on its own. */
    autoMoves: canMove && !reducedMotion,
    stopped,
    toggleStopped: () => setStopped((s) => !s),
    moving,
    goTo,
    next: () => goTo(page + 1),
    previous: () => goTo(page - 1),
    /** Spread on the arrows and dots: hovering or focusing them holds the pages still. */
    controlProps: {
      onMouseEnter: () => setHovering(true),
      onMouseLeave: () => setHovering(false),
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusInside(false);
      },
    },
  };
}
