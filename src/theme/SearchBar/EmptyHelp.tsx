import {useMemo, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import SearchHelp from '@site/src/components/SearchHelp';
import {useHelpAfter} from './useHelpAfter';

const findNoResults = (container: HTMLElement): Element | null =>
  container.querySelector('[class*="noResults_"]');

/** The help after the dropdown's "no results" line, which the theme draws itself. */
export default function EmptyHelp({root}: {root: RefObject<HTMLElement | null>}): ReactNode {
  // Loaded only in the browser, once the visitor turns to the search box.
  const container = useMemo(() => document.createElement('div'), []);
  useHelpAfter(root, container, findNoResults);
  return createPortal(<SearchHelp />, container);
}
