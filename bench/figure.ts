/** One line of the benchmark's table (`npm run bench`). */
export interface Figure {
  what: string;
  value: number;
  unit: string;
  /** The figure must be at most (or, with atLeast, at least) this. */
  budget?: number;
  atLeast?: boolean;
  /** Missing the budget fails the run (exit code 1), not only the row: a figure that must never be wrong. */
  failsTheRun?: boolean;
}
