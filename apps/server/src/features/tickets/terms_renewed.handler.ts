import { TAX_TERMS } from '@stagepass/domain/tax';
import type { Handler } from '../../rpc/context';
import { acceptTerms } from './tax';

/** spec 001 §7 terms_renewed: the business renews its tax terms by accepting the latest version. */
export const terms_renewed: Handler<'terms_renewed'> = ({ ctx }) => acceptTerms(ctx, TAX_TERMS.version);
