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
 * Constant text: the server allows exactly this script by its hash (apps/api web-shell/inline-scripts.ts).
 */
export const LOADER_SCRIPT =
  `(()=>{const t=document.getElementById(${JSON.stringify(SCRIPTS_TEMPLATE_ID)});let done=false;` +
  'const load=()=>{if(done||!t)return;done=true;for(const e of t.content.children){' +
  'const n=document.createElement(e.localName);for(const a of e.attributes)n.setAttribute(a.name,a.value);' +
  'document.head.append(n)}};' +
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

/** Applies deferScripts to the built index.html (not in development: Vite serves it there). */
export function deferScriptsPlugin(): Plugin {
  return {
    name: 'paperless-defer-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferScripts(html) },
  };
}
