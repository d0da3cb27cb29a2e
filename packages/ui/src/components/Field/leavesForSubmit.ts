import type { FocusEvent } from 'react';
import { useEffect } from 'react';

// The element under the last pointer press, until a key is pressed: a focus move is then a click.
let pressed: Node | null = null;
let tracking = false;

/** Starts (once per page) noting where the pointer presses; fields that call it use `leavesForSubmit`. */
export function usePressTracking(): void {
  useEffect(() => {
    if (tracking) return;
    tracking = true;
    document.addEventListener('pointerdown', (event) => (pressed = event.target as Node), true);
    document.addEventListener('keydown', () => (pressed = null), true);
  }, []);
}

/**
 * True when a pointer press on the submit button of the field's own form takes the focus away. A
 * blur check then would put an error above the button, move it away from the pointer and lose
 * the click on its way; the form checks every field on submit anyway. Tabbing to the button still
 * checks the field, as any other blur does.
 */
export function leavesForSubmit(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  const isSubmit =
    (next instanceof HTMLButtonElement || next instanceof HTMLInputElement) &&
    next.type === 'submit';
  return (
    isSubmit &&
    pressed !== null &&
    next.contains(pressed) &&
    next.form !== null &&
    next.form === event.target.closest('form')
  );
}
