/** Each notice closes on its own after this long (unless paused by hover or focus). */
export const TOAST_DURATION_MS = 4000;

export interface ToastInput {
  /** Names the notice: showing the same notice again restarts it instead of stacking a copy. */
  key: string;
  message: string;
  /** A link to an external URL, which opens in a new tab. */
  action?: {label: string; href: string};
}

export interface ToastItem extends ToastInput {
  id: number;
}

/** At most this many notices are visible; a new one pushes out the oldest. */
const TOAST_LIMIT = 3;

/** Adds a toast at the end, dropping an earlier copy of the same notice and the oldest over limit. */
export function enqueue(list: readonly ToastItem[], toast: ToastItem): ToastItem[] {
  return [...list.filter((item) => item.key !== toast.key), toast].slice(-TOAST_LIMIT);
}

/** Removes a toast; unknown ids leave the list as it is. */
export function dismiss(list: readonly ToastItem[], id: number): ToastItem[] {
  return list.filter((item) => item.id !== id);
}
