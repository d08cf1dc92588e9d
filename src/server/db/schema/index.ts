export * from './auth';
export * from './clients';
export * from './communications';
export * from './finance';
export * from './leads';
export * from './ops';
export * from './projects';
export * from './tasks';
