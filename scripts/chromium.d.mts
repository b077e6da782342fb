export declare const chromiumPath: string;
export declare const chromiumArgs: readonly string[];
