import { NOT_ACTING_AS_CLIENT } from '@stagepass/domain/agency';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as agency from './agency-repository';

// spec 000 §4: ending the client session; the agency's own session is untouched, and the client returns it.
export const agency_logout_user: Handler<'agency_logout_user'> = async ({ ctx }) => {
  if (!(await agency.endActingSession(ctx.db, ctx.sessionId))) throw new AppError('FORBIDDEN', NOT_ACTING_AS_CLIENT);
  return { success: true };
};
