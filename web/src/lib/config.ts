import type { PublicConfigResponse } from '../../../worker/domain/api-types';
import { api } from './api';

let pending: Promise<PublicConfigResponse> | null = null;

/** GET /api/config once per page load; a failed load is forgotten so the next call tries again. */
export function publicConfig(): Promise<PublicConfigResponse> {
  if (!pending) {
    pending = api<PublicConfigResponse>('/api/config').catch((err: unknown) => {
      pending = null;
      throw err;
    });
  }
  return pending;
}
