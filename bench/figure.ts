/** One line of the benchmark's table (`npm run bench`). */
export interface Figure {
  what: string;
  value: number;
  unit: string;
  /** The figure must be at most (or, with atLeast, at least) this. */
  budget?: number;
  atLeast?: boolean;
}
