import { afterEach, describe, expect, it, vi } from 'vitest';
import { STANDARD_DISPLAY, applyDisplaySettings, reducedMotionOn } from './displaySettings.ts';

const root = () => document.createElement('div');

afterEach(() => vi.unstubAllGlobals());

describe('applyDisplaySettings (issue #30): the attributes the tokens respond to', () => {
  it.each([
    [
      STANDARD_DISPLAY,
      {
        vonkTextSize: '100',
        vonkContrast: 'standard',
        vonkPrint: 'standard',
        vonkMotion: 'standard',
      },
    ],
    [
      { textSize: 150, reducedMotion: false, highContrast: true, largePrint: true } as const,
      { vonkTextSize: '150', vonkContrast: 'high', vonkPrint: 'large', vonkMotion: 'standard' },
    ],
    [
      { ...STANDARD_DISPLAY, textSize: 125, reducedMotion: true } as const,
      {
        vonkTextSize: '125',
        vonkContrast: 'standard',
        vonkPrint: 'standard',
        vonkMotion: 'reduce',
        vonkReducedMotion: 'true',
      },
    ],
  ])('%o', (settings, expected) => {
    const element = root();
    applyDisplaySettings(settings, element);
    expect({ ...element.dataset }).toMatchObject(expected);
  });

  it('switches back: a second call replaces every attribute', () => {
    const element = root();
    applyDisplaySettings(
      { textSize: 150, reducedMotion: true, highContrast: true, largePrint: true },
      element,
    );
    applyDisplaySettings(STANDARD_DISPLAY, element);
    expect(element.dataset.vonkContrast).toBe('standard');
    expect(element.dataset.vonkTextSize).toBe('100');
    expect(element.dataset.vonkMotion).toBe('standard');
  });

  it('reduced motion is the choice or the device: either one is enough', () => {
    const element = root();
    element.dataset.vonkMotion = 'reduce';
    expect(reducedMotionOn(element)).toBe(true);
    element.dataset.vonkMotion = 'standard';
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    expect(reducedMotionOn(element)).toBe(true);
  });
});
