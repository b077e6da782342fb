import type {ReactNode} from 'react';

/** Small stroke icons for the demo, drawn inline so they cost no request. */
const paths = {
  folder: 'M2 4.5h4l1.5 1.5H14v6.5H2z',
  document: 'M4 2h5l3 3v9H4zM9 2v3h3',
  chevron: 'M6 4l4 4-4 4',
  send: 'M2.5 8h9M8 4l4 4-4 4',
  play: 'M5 3.5l7 4.5-7 4.5z',
  pause: 'M5.5 3.5v9M10.5 3.5v9',
  lock: 'M4.5 7.5h7v6h-7zM6 7.5V5.5a2 2 0 0 1 4 0v2',
  ticket: 'M2.5 5h11v2a1 1 0 0 0 0 2v2h-11V9a1 1 0 0 0 0-2zM9.5 5v6',
  page: 'M4 2.5h8v11H4zM6 5.5h4M6 8h4M6 10.5h2.5',
  chart: 'M2.5 13.5h11M4.5 11V8M8 11V4.5M11.5 11V6.5',
  branch: 'M5 3v10M5 10a5 5 0 0 0 5-5M5 3.2a.1.1 0 0 0 0 .1M10 4.5a.5.5 0 1 0 0 .1',
  chat: 'M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z',
  cloud: 'M4.5 12a2.5 2.5 0 0 1-.3-5A3.5 3.5 0 0 1 11 6.2 2.9 2.9 0 0 1 11.5 12z',
  spark: 'M8 2v3M8 11v3M2 8h3M11 8h3M4 4l2 2M10 10l2 2M12 4l-2 2M6 10l-2 2',
} as const;

export type IconName = keyof typeof paths;

export default function Icon({name, className}: {name: IconName; className?: string}): ReactNode {
  return (
    <svg
      className={className}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
