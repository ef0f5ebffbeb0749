export * from './activities';
export * from './users';
