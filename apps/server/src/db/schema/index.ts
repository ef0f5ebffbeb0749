export * from './activities';
export * from './users';
export * from './plans';
