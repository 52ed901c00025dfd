/** Every area the CRM serves. A new domain is its file plus one line here. */
import type { Registry } from '../registry';
import { auth } from './auth';
import { health } from './health';

export const DOMAINS: Registry = {
  auth,
  health,
};
