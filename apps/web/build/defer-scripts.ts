import type { Plugin } from 'vite';

/** The inert holder of the app's script tags in the built index.html. */
export const SCRIPTS_TEMPLATE_ID = 'app-scripts';

/**
 * Adds the app's script tags to the page, after the first paint where the server drew the page
 * (a prerendered page, a patient link's frame), at once where it did not (an empty #root).
 * Lighthouse's mobile estimate (Lantern) puts every request started before a paint on that
 * paint's path: with the JavaScript in <head>, the first paint of a server-drawn page waited for
 * ~190 KB of it on slow 4G. Two frames: the first is the one that paints; the second runs after
 * it is shown. A hidden tab runs no frames, so a timer loads the code there.
 * A few tags per task (TAGS_PER_TASK): each <link rel="modulepreload"> starts its fetch as it is
 * added, ~1 ms of main thread apiece on a desktop, so a page's ~60 in one go were a task of
 * 60 ms there and of ~250 ms on Lighthouse's phone, all of it blocking time. The module script
 * comes last in the template, so the page's own imports find their preloads already started.
 * Constant text: the server allows exactly this script by its hash (apps/api web-shell/inline-scripts.ts).
 */
export const TAGS_PER_TASK = 3;
export const LOADER_SCRIPT =
  `(()=>{const t=document.getElementById(${JSON.stringify(SCRIPTS_TEMPLATE_ID)});let done=false;` +
  'const load=()=>{if(done||!t)return;done=true;const tags=[...t.content.children];' +
  `const next=()=>{for(const e of tags.splice(0,${TAGS_PER_TASK})){` +
  'const n=document.createElement(e.localName);for(const a of e.attributes)n.setAttribute(a.name,a.value);' +
  'document.head.append(n)}if(tags.length)setTimeout(next)};next()};' +
  'if(document.getElementById("root")?.firstElementChild){' +
  'requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(load)));setTimeout(load,3000)}' +
  'else load()})()';

const SCRIPT_TAG = /\s*<script type="module"[^>]*><\/script>/g;
const PRELOAD_TAG = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * index.html with the entry script and its module preloads moved out of <head> into an inert
 * <template> (the browser neither runs nor fetches what is in one) after #root, and the loader
 * that adds them (LOADER_SCRIPT). Stylesheets stay in <head>: the server-drawn page needs them
 * for its first paint.
 */
export function deferScripts(html: string): string {
  const tags = [...html.matchAll(PRELOAD_TAG), ...html.matchAll(SCRIPT_TAG)].map((m) =>
    m[0].trim(),
  );
  if (tags.length === 0 || !html.includes('</body>')) return html;
  const rest = html.replace(SCRIPT_TAG, '').replace(PRELOAD_TAG, '');
  const block =
    `  <template id="${SCRIPTS_TEMPLATE_ID}">\n      ${tags.join('\n      ')}\n    </template>\n` +
    `    <script>${LOADER_SCRIPT}</script>\n  </body>`;
  return rest.replace('</body>', block);
}

/**
 * A page's own module preloads (its lazy chunks and theirs) added to the template of a page
 * deferScripts made, before the module script: the loader adds them with the entry's, a few per
 * task, and the entry's import of the page then finds every one already there. Otherwise Vite's
 * import helper adds the missing ones itself, all in the task that runs the entry.
 */
export function withPagePreloads(html: string, files: string[]): string {
  const template = html.indexOf(`<template id="${SCRIPTS_TEMPLATE_ID}">`);
  const at = template < 0 ? -1 : html.indexOf('<script type="module"', template);
  if (at < 0) throw new Error('the page has no deferred module script');
  const tags = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n      `);
  return html.slice(0, at) + tags.join('') + html.slice(at);
}

/** Applies deferScripts to the built index.html (not in development: Vite serves it there). */
export function deferScriptsPlugin(): Plugin {
  return {
    name: 'paperless-defer-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferScripts(html) },
  };
}
