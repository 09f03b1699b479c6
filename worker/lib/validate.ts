import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors';

/**
 * zod validation for a request part; a failure is a 400 in the product's error shape whose message is the
 * first issue's (the schemas carry the spec's texts).
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? issue.path.join('.') : target;
      const message = issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : `Invalid ${where}`;
      throw new ApiError(400, message);
    }
  });
