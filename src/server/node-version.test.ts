import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version';

describe('nodeVersionProblem', () => {
  it('accepts the floor and anything newer', () => {
    expect(nodeVersionProblem('v20.19.0', '>=20.19')).toBeUndefined();
    expect(nodeVersionProblem('v20.20.2', '>=20.19')).toBeUndefined();
    expect(nodeVersionProblem('v22.1.0', '>=20.19')).toBeUndefined();
  });

  it('names the needed and the running version when Node is older', () => {
    expect(nodeVersionProblem('v20.18.3', '>=20.19')).toBe('This app needs Node.js >=20.19 (package.json "engines"); this is Node.js v20.18.3.');
    expect(nodeVersionProblem('v18.20.0', '>= 20.19')).toMatch(/needs Node.js >=20.19/);
  });
});
