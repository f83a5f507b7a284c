import { MARKETING_EMAIL_TYPES } from '@stagepass/domain/marketing-emails';
import type { Handler } from '../../rpc/context';

export const marketing_email_types: Handler<'marketing_email_types'> = async () => ({
  types: MARKETING_EMAIL_TYPES.map(({ id, name, description }) => ({ id, name, description })),
});
