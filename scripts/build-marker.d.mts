export interface BuildDirs {
  buildDir: string;
  generatedDir: string;
}
export declare function writeBuildMarker(dirs: BuildDirs): void;
export declare function buildMarkerProblem(dirs: BuildDirs): string | null;
