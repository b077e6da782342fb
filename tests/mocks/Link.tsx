import type {AnchorHTMLAttributes, ReactNode} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

/** Mirrors @docusaurus/Link closely enough for unit tests: URLs with a scheme open in a new tab. */
export default function Link({to, href = to, ...rest}: Props): ReactNode {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href ?? '');
  return (
    <a href={href} {...(external && {target: '_blank', rel: 'noopener noreferrer'})} {...rest} />
  );
}
