import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

// One toaster for the whole app, created on first use (OverlayToaster.create mounts a root).
// `app-toaster` names its container, so the browser tests find the toasts by our own class and
// their roles rather than by Blueprint's internal class names.
function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4, className: 'app-toaster' });
  return toaster;
}

export function toastSuccess(message: string) {
  void getToaster().then((t) => t.show({ message, intent: 'success', icon: 'tick', timeout: 3000 }));
}

export function toastError(message: string) {
  void getToaster().then((t) => t.show({ message, intent: 'danger', icon: 'error', timeout: 6000 }));
}

/** A notice that stays until acted on or closed, with one action button (a new version ready). */
export function toastNotice(message: string, action: { text: string; onClick: () => void }) {
  void getToaster().then((t) =>
    t.show({ message, intent: 'primary', icon: 'refresh', timeout: 0, action }, 'notice'),
  );
}

/** Dismisses every toast (tests start each case from a clean screen). */
export async function clearToasts() {
  if (toaster) (await toaster).clear();
}
