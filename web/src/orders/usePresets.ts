/** The order list's period and day kind as React state (the store is orders/presets.ts). */
import { useSyncExternalStore } from 'react';
import { readKind, readPresetChoice, subscribePresets, type DateKind, type PresetChoice } from './presets';

export function usePresetChoice(): PresetChoice {
  return useSyncExternalStore(subscribePresets, readPresetChoice, readPresetChoice);
}

export function useDateKind(): DateKind {
  return useSyncExternalStore(subscribePresets, readKind, readKind);
}
