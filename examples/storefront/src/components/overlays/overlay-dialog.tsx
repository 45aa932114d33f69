import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import '../../styles/overlays.css';

/** Where an overlay panel sits. */
export type OverlaySide = 'left' | 'right' | 'top';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: focus stays in. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.offsetParent !== null,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * An overlay panel (000 §4 "UI overlays": the sidebar, the search panel, the mini cart): a modal
 * `<dialog>`, so focus moves in and stays in (the rest of the page is inert, Tab wraps round inside),
 * Escape or a click on the backdrop closes it, and focus returns to the button that opened it.
 */
export function OverlayDialog({
  open,
  onClose,
  labelledBy,
  side,
  className,
  children,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The id of the panel's heading (its accessible name). */
  readonly labelledBy: string;
  readonly side: OverlaySide;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The field the panel is for (`data-autofocus`), else the dialog's first control.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`overlay overlay-${side}${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its panel.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="overlay-panel">{children}</div>
    </dialog>
  );
}
