import type { ComponentType } from 'react';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * Real screens by route pattern (the `path` of schema/access.ts ROUTES). A domain that brings a
 * screen adds one line here, e.g.
 *   '/order/allOrder': () => import('../orders/AllOrdersPage'),
 * Routes missing from this table render PlaceholderPage. Every entry is a dynamic import, so a
 * screen's code loads only when someone opens it.
 */
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {};

export const loadPlaceholder: ScreenLoader = () => import('./PlaceholderPage');
