export declare const installHint: string;
export declare function findNginx(): string | null;
