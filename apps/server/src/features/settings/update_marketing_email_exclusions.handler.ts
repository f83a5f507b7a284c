import {
  EMAIL_PREFERENCES_SAVED,
  UNKNOWN_MARKETING_EMAIL_TYPE,
  isMarketingEmailTypeId,
} from '@stagepass/domain/marketing-emails';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import { listExclusions, replaceExclusions } from './settings-repository';

export const update_marketing_email_exclusions: Handler<'update_marketing_email_exclusions'> = async ({
  ctx,
  input,
}) => {
  const unknown = input.exclusions.findIndex((id) => !isMarketingEmailTypeId(id));
  if (unknown >= 0) throw new AppError('INVALID_INPUT', UNKNOWN_MARKETING_EMAIL_TYPE, `exclusions.${unknown}`);
  const ids = [...new Set(input.exclusions)];
  const exclusions = await ctx.db.transaction(async (tx) => {
    await replaceExclusions(tx, ctx.member.id, ids);
    return listExclusions(tx, ctx.member.id);
  });
  return { exclusions, message: EMAIL_PREFERENCES_SAVED };
};
