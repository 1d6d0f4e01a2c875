import { useId as useReactId } from 'react';

/**
 * Mantine's useId (from @mantine/hooks), put in its place by the build (build/mantine-use-id.ts).
 * Mantine's gives a component React's id on its first render, then a random one from a layout
 * effect: a second, blocking render of every labelled field right after a form appears (~40 ms on
 * a desktop for a patient's form, four times that on Lighthouse's phone), and ids that differ
 * from the prerendered HTML's. This one keeps React's id, which is unique, stable and the same on
 * the server, in Mantine's format (what Mantine's returns on the server too).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
