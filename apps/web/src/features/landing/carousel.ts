import { CAROUSEL } from '@paperless/core';

/** Cards per page at a viewport width (spec §4): 3 from 1200 px, 2 from 768 px, else 1. */
export function cardsPerPage(width: number): number {
  if (width >= CAROUSEL.threeFrom) return 3;
  if (width >= CAROUSEL.twoFrom) return 2;
  return 1;
}

export const pageCountOf = (count: number, perPage: number) =>
  Math.max(1, Math.ceil(count / perPage));

/** The page that shows the card at an index. */
export const pageOfIndex = (index: number, perPage: number) => Math.floor(index / perPage);

/** The cards of one page (the last page may hold fewer). */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice(page * perPage, page * perPage + perPage);
}

/**
 * How the carousel moves on its own (spec §4): with up to 3 plans the highlighted plan cycles
 * every 5 s; with more, the pages turn every 6 s.
 */
export function autoMode(count: number): 'cycle' | 'page' {
  return count <= CAROUSEL.cycleMaxPlans ? 'cycle' : 'page';
}

/** Prices read as US dollars: whole amounts without cents, others with two decimals. */
export function formatMoney(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
