type Edges = {left: number; right: number};
type Box = Edges & {top: number; bottom: number};
type Look = {size: number; color: string};
export type Control = Box & {name: string};

export declare const touchTarget: {height: number; spacing: number};
export declare function docColumn(): {text: Edges; parts: (Edges & {name: string})[]};
export declare function title(): {count: number; left: number};
export declare function headingStyles(): {
  h1: Look;
  articleH2: Look | null;
  listed: (Look & {text: string})[];
};
export declare function feedbackFallback(): {
  frame: Box;
  message: Box;
  messageBackground: string;
  cardBackground: string;
  links: (string | null)[];
  text: string;
} | null;
export declare function textWrapping(): {
  unbalanced: string[];
  notPretty: string[];
  loneLastWord: string[];
};
export declare function pager(): {
  title: string;
  inset: Edges;
  arrowAlone: boolean;
}[];
export declare function figuresOverflowing(): string[];
export declare function controls(): Control[];
export declare function crampedControls(
  found: Control[],
  limits?: {height: number; spacing: number},
): {short: string[]; crowded: string[]};
export declare function finishAnimations(): void;
