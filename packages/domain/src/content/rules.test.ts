import { describe, expect, it } from 'vitest';
import { contentText, isContentEditMode, replaceBrand } from './rules.ts';

const brand = { oldName: 'Oldco', newName: 'Vonk' };

describe('brand-name replacement and edit mode (spec §1)', () => {
  it.each([
    ['Welkom bij Oldco', 'Welkom bij Vonk'],
    ['Oldco en Oldco', 'Vonk en Vonk'],
    ['Niets', 'Niets'],
  ])('%s → %s', (text, expected) => {
    expect(replaceBrand(text, brand)).toBe(expected);
  });

  it('leaves text alone without an old name', () => {
    expect(replaceBrand('Oldco', { oldName: '', newName: 'x' })).toBe('Oldco');
  });

  it.each([
    ['true', true],
    ['false', false],
    [null, false],
  ])('stored %s → edit mode %s', (value, expected) => {
    expect(isContentEditMode(value)).toBe(expected);
  });

  it('shows raw keys in edit mode', () => {
    expect(contentText('dashboard.title', 'Oldco overzicht', { editMode: true, brand })).toBe(
      'dashboard.title',
    );
    expect(contentText('dashboard.title', 'Oldco overzicht', { editMode: false, brand })).toBe(
      'Vonk overzicht',
    );
  });
});
