import {createElement, type HTMLAttributes, type ReactNode} from 'react';

type Props = HTMLAttributes<HTMLHeadingElement> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

export default function Heading({as, ...rest}: Props): ReactNode {
  return createElement(as, rest);
}
