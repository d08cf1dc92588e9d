export function nodeVersionProblem(running: string, required: string): string | undefined;
export function assertNodeVersion(): void;
