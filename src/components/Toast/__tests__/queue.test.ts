import {dismiss, enqueue, TOAST_DURATION_MS, TOAST_LIMIT, type ToastItem} from '../queue';

const toast = (id: number, key = `notice-${id}`): ToastItem => ({
  id,
  key,
  message: `Message ${id}`,
});

describe('toast queue', () => {
  it('keeps at most three notices, dropping the oldest', () => {
    expect(TOAST_LIMIT).toBe(3);
    let list: ToastItem[] = [];
    for (const id of [1, 2, 3, 4]) list = enqueue(list, toast(id));
    expect(list.map((item) => item.id)).toEqual([2, 3, 4]);
  });

  it('closes each notice after 4000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('replaces an earlier copy of the same notice instead of stacking it', () => {
    const list = enqueue(enqueue([toast(1, 'mac'), toast(2, 'other')], toast(3, 'mac')), toast(4));
    expect(list.map((item) => [item.id, item.key])).toEqual([
      [2, 'other'],
      [3, 'mac'],
      [4, 'notice-4'],
    ]);
  });

  it('dismisses by id and ignores unknown ids', () => {
    const list = [toast(1), toast(2)];
    expect(dismiss(list, 1).map((item) => item.id)).toEqual([2]);
    expect(dismiss(list, 9)).toEqual(list);
  });
});
