import type { FormTemplate } from '@paperless/core';
import { use } from 'react';
import { preloadFileUpload } from './FileUploadField';
import type { TemplateParts } from './parts/types';

/** The templates that have parts, and where their parts are. */
const PART_LOADERS: Record<number, () => Promise<TemplateParts>> = {
  1: () => import('./parts/form01').then((m) => m.parts),
  3: () => import('./parts/form03').then((m) => m.parts),
  8: () => import('./parts/form08').then((m) => m.parts),
  // Insurance Information's photos: its upload questions' working parts. Should they fail to
  // come, each question loads them again itself (FileUploadField).
  11: () =>
    preloadFileUpload().then(
      () => NONE,
      () => NONE,
    ),
};

const NONE: TemplateParts = {};
const loaded = new Map<number, TemplateParts>();
const loading = new Map<number, Promise<TemplateParts>>();

/** Records a template's parts (the static set, allTemplateParts.ts, registers them all at once). */
export function registerTemplateParts(id: number, parts: TemplateParts) {
  loaded.set(id, parts);
}

/**
 * A template's parts, imported once. A failed import is forgotten so the next attempt fetches
 * again; resolves once the parts are registered, so a sync lookup after it finds them.
 */
export function loadTemplateParts(id: number): Promise<TemplateParts> {
  const ready = loaded.get(id);
  if (ready) return Promise.resolve(ready);
  const loader = PART_LOADERS[id];
  if (!loader) return Promise.resolve(NONE);
  let promise = loading.get(id);
  if (!promise) {
    promise = loader().then(
      (parts) => {
        registerTemplateParts(id, parts);
        return parts;
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

/** The parts already loaded for a template (none when it has none, or they are not in yet). */
export function templateParts(template: FormTemplate): TemplateParts {
  return loaded.get(template.id) ?? NONE;
}

/**
 * The template's parts; suspends while they arrive. A patient link never waits here (its
 * template's loader brings them); a form drawn from core's getTemplate may, once.
 */
export function useTemplateParts(template: FormTemplate): TemplateParts {
  const ready = loaded.get(template.id);
  if (ready || !PART_LOADERS[template.id]) return ready ?? NONE;
  return use(loadTemplateParts(template.id));
}
