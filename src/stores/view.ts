/**
 * A zustand store that mirrors one slice of the workbench's snapshot, plus the actions
 * the UI calls. The store only follows: the workbench decides everything.
 */
import { create } from 'zustand';
import type { WorkbenchSnapshot } from '../workbench/types';
import { workbench } from './session';

/** A store with `key`'s slice as state and `actions` beside it. */
export function sliceStore<K extends keyof WorkbenchSnapshot, A extends object>(
  key: K,
  actions: A,
) {
  const store = create<WorkbenchSnapshot[K] & A>()(() => ({
    ...workbench.getSnapshot()[key],
    ...actions,
  }));
  workbench.subscribe((snapshot, previous) => {
    if (snapshot[key] !== previous[key])
      store.setState(snapshot[key] as unknown as Partial<WorkbenchSnapshot[K] & A>);
  });
  return store;
}
