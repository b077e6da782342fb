import {dismiss, enqueue, type ToastItem} from '../queue';

const toast = (id: number, key = `notice-${id}`): ToastItem => ({
  id,
  key,
  message: `Message ${id}`,
});

// At most three, closed after 4000 ms: Toast.test.tsx, through the provider.
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
