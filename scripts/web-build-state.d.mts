/** Whether `<root>/web/dist` is at least as new as the web sources it is built from. */
export function isWebBuildCurrent(root: string): boolean;
