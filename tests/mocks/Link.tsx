import type {AnchorHTMLAttributes, ReactNode} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

/** Mirrors @docusaurus/Link closely enough for unit tests: URLs with a scheme open in a new tab. */
export default function Link({to, href, children, ...rest}: Props): ReactNode {
  const target = to ?? href ?? '';
  const external = /^[a-z][a-z0-9+.-]*:/i.test(target);
  return (
    <a
      href={target}
      {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
      {...rest}>
      {children}
    </a>
  );
}
