import { describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerendered-page.ts';

const TEMPLATE = `<!doctype html><html><head>
<script src="/theme-init.js"></script>
<script type="module" crossorigin src="/assets/mf-entry-bootstrap-0-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-dom-1.js"><link rel="modulepreload" crossorigin href="/remoteEntry-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-3.css">
</head><body><div id="root"></div></body></html>`;

const rendered = { path: '/', html: '<h1 id="hero-title">เรียน $& โค้ด</h1>' };

describe('prerenderedPage', () => {
  it('puts the markup in #root, marked with the path it was rendered for', () => {
    const { page } = prerenderedPage(TEMPLATE, rendered);
    expect(page).toContain('<div id="root" data-prerendered="/"><h1 id="hero-title">เรียน $& โค้ด</h1></div>');
  });

  it('marks the app frame (markup for any path) so that main.tsx renders over it instead of hydrating it', () => {
    const { page } = prerenderedPage(TEMPLATE, { path: null, html: '<header>เรียนโค้ด</header>' });
    expect(page).toContain('<div id="root" data-app-frame><header>เรียนโค้ด</header></div>');
    expect(page).not.toContain('data-prerendered');
  });

  it('starts the page with the gate instead of the app, and moves the module preloads into the gate', () => {
    const { page, gate } = prerenderedPage(TEMPLATE, rendered);
    expect(gate.file).toMatch(/^assets\/paint-first-[\w-]{8}\.js$/);
    expect(page).toContain(`<script type="module" crossorigin src="/${gate.file}"></script>`);
    expect(page).not.toContain('mf-entry-bootstrap');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<script src="/theme-init.js"></script>');
    expect(page).toContain('href="/assets/index-3.css"');
    expect(gate.code).toContain('["/assets/react-dom-1.js","/remoteEntry-2.js"]');
    expect(gate.code).toContain('const appEntry = "/assets/mf-entry-bootstrap-0-abc.js"');
    expect(gate.code).toContain('await import(appEntry)');
    expect(gate.code.indexOf("observe({ type: 'paint'")).toBeLessThan(gate.code.indexOf('await import('));
  });

  it('starts the visitor’s landing instead of the app when startsAsVisitor says so, and the app with its preloads otherwise', () => {
    const { gate } = prerenderedPage(TEMPLATE, rendered, '/assets/visitor-landing-4.js');
    expect(gate.code).toContain('function startsAsVisitor(');
    expect(gate.code).toContain('const visitorLanding = "/assets/visitor-landing-4.js"');
    expect(gate.code).toContain('sessionKey: "riancode-auth"');
    const visitorBranch = gate.code.indexOf('await import(visitorLanding)');
    expect(visitorBranch).toBeGreaterThan(gate.code.indexOf('if (asVisitor)'));
    expect(visitorBranch).toBeLessThan(gate.code.indexOf('await import(appEntry)'));
    // A visitor's landing preloads the app only on intent: a link to another page pointed at or focused.
    expect(gate.code.slice(gate.code.indexOf('if (asVisitor)'), visitorBranch)).toContain("preload([...appPreloads, appEntry])");
    expect(prerenderedPage(TEMPLATE, rendered).gate.code).toContain('const visitorLanding = null');
  });

  it('names the gate by its content, so a new build never serves a cached gate that starts an old entry', () => {
    const other = prerenderedPage(TEMPLATE.replace('mf-entry-bootstrap-0-abc', 'mf-entry-bootstrap-0-def'), rendered);
    expect(other.gate.file).not.toBe(prerenderedPage(TEMPLATE, rendered).gate.file);
  });

  it('refuses a page it cannot pre-render, failing the build instead of shipping an empty page', () => {
    expect(() => prerenderedPage(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), rendered)).toThrow(/#root|root/);
    expect(() => prerenderedPage(TEMPLATE.replace(/<script type="module"[^<]*<\/script>/, ''), rendered)).toThrow(/module entry/);
  });
});
