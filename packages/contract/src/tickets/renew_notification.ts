import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { taxTermsStatus } from './tax-fields';

// spec 001 §7 Tickets: renew_notification. Our reading: whether the business must be asked to accept the sales tax
// terms again (renew: it accepted an older version, or none), and when so, one in-app notification per version
// (asking again sends none: notified is true only for the call that sent it). The business dashboard calls it.
export const renew_notification = defineRequest({
  name: 'renew_notification',
  summary:
    'Whether you must accept the sales tax terms again (a new version, or never accepted); sends one in-app ' +
    'notification per new version',
  auth: ['Business'],
  access: ACCESS.business,
  input: z.object({}),
  output: taxTermsStatus.extend({ notified: z.boolean() }),
});
