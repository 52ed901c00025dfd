// react-transition-group ships no types and @types/react-transition-group is not installed; setup.ts
// only switches its transitions off (typecheck failed on main at 6d3e801 without this).
declare module 'react-transition-group' {
  export const config: { disabled: boolean };
}
