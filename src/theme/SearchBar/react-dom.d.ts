// react-dom ships no types and @types/react-dom is not installed; the wrappers need only this.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(children: ReactNode, container: Element): ReactPortal;
}
