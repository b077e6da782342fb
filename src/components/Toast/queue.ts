/** The toast queue as pure functions, so its rules are unit-tested apart from React. */

/** At most this many notices are visible; a new one pushes out the oldest. */
export const TOAST_LIMIT = 3;
/** Each notice closes on its own after this long (unless paused by hover or focus). */
export const TOAST_DURATION_MS = 4000;

export interface ToastAction {
  label: string;
  /** An external URL; it opens in a new tab. */
  href: string;
}

export interface ToastInput {
  /** Names the notice: showing the same notice again restarts it instead of stacking a copy. */
  key: string;
  message: string;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: number;
}

/** Adds a toast at the end, dropping an earlier copy of the same notice and the oldest over limit. */
export function enqueue(
  list: readonly ToastItem[],
  toast: ToastItem,
  limit: number = TOAST_LIMIT,
): ToastItem[] {
  return [...list.filter((item) => item.key !== toast.key), toast].slice(-limit);
}

/** Removes a toast; unknown ids leave the list as it is. */
export function dismiss(list: readonly ToastItem[], id: number): ToastItem[] {
  return list.filter((item) => item.id !== id);
}
