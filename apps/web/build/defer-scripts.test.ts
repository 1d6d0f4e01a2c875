import { describe, expect, it, vi } from 'vitest';
import {
  deferScripts,
  LOADER_SCRIPT,
  SCRIPTS_TEMPLATE_ID,
  TAGS_PER_TASK,
  withPagePreloads,
} from './defer-scripts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Paperless Clinic</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('deferScripts', () => {
  const html = deferScripts(BUILT);
  const head = html.slice(0, html.indexOf('</head>'));
  const template = html.slice(html.indexOf(`<template id="${SCRIPTS_TEMPLATE_ID}">`));

  it('takes the entry and its preloads out of <head>, keeping the stylesheets there', () => {
    expect(head).not.toContain('index-A.js');
    expect(head).not.toContain('react-B.js');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
  });

  it('keeps them, unchanged, in the inert template after #root, with the loader last', () => {
    expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf('<template'));
    expect(template).toContain(
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    );
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/react-B.js">');
    expect(template).toContain(`<script>${LOADER_SCRIPT}</script>\n  </body>`);
  });

  it('leaves a page without module scripts as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });
});

describe('withPagePreloads', () => {
  const html = withPagePreloads(deferScripts(BUILT), [
    'assets/Page-D.js',
    'assets/react-B.js',
    'assets/Shared-E.js',
  ]);
  const template = html.slice(html.indexOf('<template'), html.indexOf('</template>'));

  it("adds the page's chunks to the template before the module script, none twice", () => {
    const at = (file: string) => template.indexOf(`/assets/${file}`);
    expect(at('Page-D.js')).toBeGreaterThan(at('react-B.js'));
    expect(at('Shared-E.js')).toBeGreaterThan(at('Page-D.js'));
    expect(template.indexOf('<script type="module"')).toBeGreaterThan(at('Shared-E.js'));
    expect(template.match(/react-B\.js/g)).toHaveLength(1);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('Page-D.js');
  });

  it('refuses a page without deferred scripts', () => {
    expect(() => withPagePreloads(BUILT, ['assets/Page-D.js'])).toThrow(
      /no deferred module script/,
    );
  });
});

describe('the loader', () => {
  // Run as the browser would, on a page like the build's, with timers stepped by hand.
  it(`adds the template's tags in order, ${TAGS_PER_TASK} per task, the module script last`, () => {
    const files = Array.from({ length: 7 }, (_, i) => `assets/chunk-${i}.js`);
    document.documentElement.innerHTML = withPagePreloads(deferScripts(BUILT), files)
      .replace(/^[\s\S]*?<html lang="en">/, '')
      .replace('</html>', '');
    vi.useFakeTimers();
    try {
      new Function(LOADER_SCRIPT)();
      const added = () => [
        ...document.head.querySelectorAll('link[rel=modulepreload], script[src]'),
      ];
      expect(added()).toHaveLength(TAGS_PER_TASK);
      vi.runAllTimers();
      const all = added().map((e) => e.getAttribute('href') ?? e.getAttribute('src'));
      expect(all).toEqual([
        '/assets/react-B.js',
        ...files.map((f) => `/${f}`),
        '/assets/index-A.js',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
