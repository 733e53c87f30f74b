// Loaded with `node --import` (NODE_OPTIONS): the optional peer ioredis looks not installed, as on a
// machine without it, for tests of the message that says so. Workers inherit NODE_OPTIONS.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'ioredis') {
    const error = new Error("Cannot find package 'ioredis'");
    error.code = 'ERR_MODULE_NOT_FOUND';
    throw error;
  }
  return next(specifier, context);
}`)}`,
);
