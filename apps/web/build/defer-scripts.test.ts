import { describe, expect, it } from 'vitest';
import { deferScripts, LOADER_SCRIPT, SCRIPTS_TEMPLATE_ID } from './defer-scripts';

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
