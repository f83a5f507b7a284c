import { webhookUrlProblem } from '@stagepass/domain/webhooks';
import { webhooksAllowLocalhost, type Config } from '../../config';
import { AppError } from '../../rpc/app-error';

/**
 * The server's rule for an endpoint's URL (the contract has let through http to 127.0.0.1 and localhost): https to a
 * public address, or http to this machine only where WEBHOOKS_ALLOW_LOCALHOST allows it. 400 on `url`.
 */
export function checkWebhookUrl(config: Config, url: string): string {
  const problem = webhookUrlProblem(url, { allowLocalhost: webhooksAllowLocalhost(config) });
  if (problem) throw new AppError('INVALID_INPUT', problem, 'url');
  return new URL(url).toString();
}
