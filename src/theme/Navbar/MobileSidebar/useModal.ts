import {useEffect, useRef, type RefObject} from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls inside `root` a visitor can reach now: shown, and not in an inert panel. */
function reachable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) => !element.closest('[inert]') && element.checkVisibility({visibilityProperty: true}),
  );
}

/** Makes everything outside `keep` inert, except what `spare` matches; returns the undoing. */
function inertOutside(keep: HTMLElement, spare: string): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement = keep; node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue;
      if (sibling.inert || sibling.matches(spare) || sibling.tagName === 'SCRIPT') continue;
      sibling.inert = true;
      made.push(sibling);
    }
    if (node.parentElement === document.body) break;
  }
  return () => made.forEach((element) => (element.inert = false));
}

/**
 * The phone menu as a modal dialog: while it is open, focus moves into it and stays there, the
 * page behind it is inert (its backdrop still closes it on a tap), Escape closes it, and focus
 * goes back to the button that opened it unless a link in it took the visitor elsewhere.
 */
export default function useModal(
  boxRef: RefObject<HTMLElement | null>,
  shown: boolean,
  close: () => void,
): void {
  // The latest way to close, without reopening the dialog's effect when it changes.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  // The theme's menu, named as a dialog once it exists.
  useEffect(() => {
    const dialog = boxRef.current?.querySelector<HTMLElement>('.navbar-sidebar');
    dialog?.setAttribute('role', 'dialog');
    dialog?.setAttribute('aria-modal', 'true');
    dialog?.setAttribute('aria-label', 'Site menu');
  });

  useEffect(() => {
    const dialog = boxRef.current?.querySelector<HTMLElement>('.navbar-sidebar');
    if (!shown || !dialog) return undefined;
    const opener = dialog.closest('nav')?.querySelector<HTMLElement>('.navbar__toggle');
    const restore = inertOutside(dialog, '.navbar-sidebar__backdrop');
    let returnFocus = true;
    // The menu turns visible a frame or two after it is shown: try each frame until focus is in.
    let frame = 0;
    const focusIn = (tries: number): void => {
      if (dialog.contains(document.activeElement)) return;
      reachable(dialog)[0]?.focus();
      if (tries > 0 && !dialog.contains(document.activeElement)) {
        frame = requestAnimationFrame(() => focusIn(tries - 1));
      }
    };
    frame = requestAnimationFrame(() => focusIn(30));
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = reachable(dialog);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      // Tab from the last control (Shift+Tab from the first), or from outside, wraps around.
      const [edge, next] = event.shiftKey ? [first, last] : [last, first];
      if (dialog.contains(document.activeElement) && document.activeElement !== edge) return;
      event.preventDefault();
      next.focus();
    };
    const onClick = (event: MouseEvent): void => {
      if (event.target instanceof Element && event.target.closest('a[href]')) returnFocus = false;
    };
    document.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
      restore();
      if (returnFocus) opener?.focus();
    };
  }, [boxRef, shown]);
}
