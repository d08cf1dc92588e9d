import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.mjs';

describe('nodeVersionProblem', () => {
  it('accepts the floor and anything newer', () => {
    expect(nodeVersionProblem('v22.22.0', '>=22.22')).toBeUndefined();
    expect(nodeVersionProblem('v22.23.3', '>=22.22')).toBeUndefined();
    expect(nodeVersionProblem('v24.1.0', '>=22.22')).toBeUndefined();
  });

  it('names the needed and the running version when Node is older', () => {
    expect(nodeVersionProblem('v20.20.2', '>=22.22')).toBe(
      'This app needs Node.js >=22.22 (package.json "engines"); this is Node.js v20.20.2.',
    );
    expect(nodeVersionProblem('v22.21.0', '>= 22.22')).toMatch(/needs Node.js >=22.22/);
  });
});
