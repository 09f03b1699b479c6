import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError, fail } from './errors';

/** The media types Hono's validator parses as JSON: application/json and any application/*+json. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * Hono's validator reads a body of any other type as {}, so a text/plain or form body would be judged as if it
 * were empty (and {} is a valid "start a game"): such a body is refused with 415 instead. A request with neither
 * a body nor a type still stands for {}, as it always has.
 */
async function requireJsonBody(c: Context) {
  const type = c.req.header('Content-Type');
  if (type !== undefined) {
    if (!JSON_MEDIA_TYPE.test(type.split(';')[0]?.trim() ?? '')) fail(415, NOT_JSON_MESSAGE);
  } else if (c.req.raw.body !== null && (await c.req.text()) !== '') {
    fail(415, NOT_JSON_MESSAGE);
  }
}

/**
 * zod validation for a request part; a failure is a 400 in the product's error shape whose message is the
 * first issue's (the schemas carry the spec's texts). A JSON body must also be sent as JSON (415 otherwise).
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) => {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? issue.path.join('.') : target;
      const message = issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : `Invalid ${where}`;
      throw new ApiError(400, message);
    }
  });
  if (target !== 'json') return check;
  const jsonOnly: typeof check = async (c, next) => {
    await requireJsonBody(c);
    return check(c, next);
  };
  return jsonOnly;
};
