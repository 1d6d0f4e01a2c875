import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { startHydration, useBrowserValue, useHydrationDone } from './browserValue';

let width = 390;
let listener: (() => void) | undefined;
const subscribe = (onChange: () => void) => {
  listener = onChange;
  return () => {
    listener = undefined;
  };
};
const read = () => width;

function Width() {
  return <p>width {useBrowserValue(subscribe, read, 1200)}</p>;
}
function HydratedRoot() {
  useHydrationDone();
  return <Width />;
}

afterEach(() => {
  width = 390;
  document.body.innerHTML = '';
});

describe('useBrowserValue', () => {
  it("draws the browser's value at once where nothing is hydrated, and follows changes", async () => {
    const renders: number[] = [];
    function Counted() {
      const value = useBrowserValue(subscribe, read, 1200);
      renders.push(value);
      return <p>width {value}</p>;
    }
    render(<Counted />);
    expect(screen.getByText('width 390')).toBeTruthy();
    expect(renders).not.toContain(1200);
    width = 800;
    await act(async () => listener?.());
    expect(screen.getByText('width 800')).toBeTruthy();
  });

  it("hydrates the prerendered guess, then shows the browser's value, keeping the server's DOM", async () => {
    const container = document.createElement('div');
    // The build draws it in Node, where there is no window; here jsdom has one, so the guess is
    // asked for as during hydration.
    startHydration();
    container.innerHTML = renderToString(<HydratedRoot />);
    document.body.append(container);
    const drawn = container.querySelector('p');
    expect(drawn?.textContent).toBe('width 1200');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <HydratedRoot />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('p')).toBe(drawn);
    expect(drawn?.textContent).toBe('width 390');
    // Once hydrated, a component mounted later reads the browser in its first render.
    render(<Width />);
    expect(screen.getAllByText('width 390')).toHaveLength(2);
  });
});
