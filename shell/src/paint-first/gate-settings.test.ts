import { describe, expect, it } from 'vitest';
import { gateAttributes, GATE_SCRIPT, readGateSettings, type GateSettings } from './gate-settings.ts';

/** The gate's script element as the browser parses it from the attributes the build wrote. */
function scriptWith(settings: GateSettings): HTMLElement | null {
  document.head.innerHTML = `<script type="module" src="/assets/paint-first-1.js"${gateAttributes(settings)}></script>`;
  return document.querySelector<HTMLElement>(`script[${GATE_SCRIPT}]`);
}

describe('the paint-first gate’s settings (from the build to the browser on its script element)', () => {
  it.each<GateSettings>([
    {
      appEntry: '/assets/mf-entry-bootstrap-0-abc.js',
      appPreloads: ['/assets/react-dom-1.js', '/remoteEntry-2.js'],
      visitorLanding: '/assets/visitor-landing-4.js',
    },
    { appEntry: '/assets/entry.js', appPreloads: [], visitorLanding: null },
    { appEntry: '/assets/a"b&c.js', appPreloads: ['/x.js'], visitorLanding: null },
  ])('arrive as written: %j', (settings) => {
    expect(readGateSettings(scriptWith(settings))).toEqual(settings);
  });

  it('refuses a page built without them', () => {
    expect(() => readGateSettings(null)).toThrow(/data-app-entry/);
    document.head.innerHTML = `<script type="module" ${GATE_SCRIPT}></script>`;
    expect(() => readGateSettings(document.querySelector<HTMLElement>('script'))).toThrow(/data-app-entry/);
  });
});
