// react-transition-group ships no types of its own; setup.ts uses only its `config` switch.
declare module 'react-transition-group' {
  export const config: { disabled: boolean };
}
