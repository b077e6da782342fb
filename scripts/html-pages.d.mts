export declare function htmlPages(buildDir: string): {file: string; path: string}[];
