export * from './activities';
export * from './users';
export * from './plans';
export * from './collections';
export * from './premium';
export * from './templates';
export * from './reviews';
export * from './recommendations';
