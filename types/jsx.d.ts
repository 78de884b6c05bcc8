// Our own tags as used inside other elements' React trees (the public typing is the generated
// dist/nl-components.d.ts). React 19 passes these props to custom elements as attributes or properties.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Tag<P> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & P & { exportparts?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'nl-modal': Tag<{ heading?: string; open?: boolean; type?: string; 'close-type'?: string; animation?: string }>;
    }
  }
}
