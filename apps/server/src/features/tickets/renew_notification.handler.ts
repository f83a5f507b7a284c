import type { Handler } from '../../rpc/context';
import { renewReminder } from './tax';

/** spec 001 §7 renew_notification: must the business accept the tax terms again; reminds it once per version. */
export const renew_notification: Handler<'renew_notification'> = ({ ctx }) => renewReminder(ctx);
